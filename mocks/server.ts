import express from 'express';
import compression from 'compression';
import { createMiddleware } from '@mswjs/http-middleware';
import { handlers } from './handlers';
import { configureMock } from './lib/settings';
import { hostileMode } from './lib/hostile';
import { parseFaultSpec, setFault } from './lib/faults';
import { endSuspension } from './db/preparation';
import { endSession, findSession } from './db/sessions';

/**
 * npm run api: the built-in backend as a real HTTP server on 127.0.0.1 (PORT, default 3001), so that
 * npm run dev works through its /svc proxy. MOCK_FAULT=path:kind,..., MOCK_VOLUME=n, MOCK_LIST_LENGTH=n and
 * MOCK_HOSTILE=1 as in the browser.
 */
const port = Number(process.env.PORT ?? 3001);
configureMock({
  delay: Number(process.env.MOCK_DELAY ?? 0),
  hostile: hostileMode(process.env.MOCK_HOSTILE),
  ...(Number(process.env.MOCK_VOLUME) > 0 ? { volume: Number(process.env.MOCK_VOLUME) } : {}),
  ...(Number(process.env.MOCK_LIST_LENGTH) > 0 ? { listLength: Number(process.env.MOCK_LIST_LENGTH) } : {}),
});
for (const [path, fault] of parseFaultSpec(process.env.MOCK_FAULT ?? '')) setFault(path, fault);

// Answers are compressed as the production server's proxy compresses them (deploy/nginx gzip.conf:
// JSON above 256 bytes), so what the benchmark's pages download is what a phone would.
const server = express();
server.use(compression({ threshold: 256 }));
// Crew control's switch (not a call of the app): ends "not fit" suspensions, as crew control's own system
// would. `curl -X POST '127.0.0.1:3001/mock/crew-control/end-suspension?userName=pilot'` (missionId too).
server.post('/mock/crew-control/end-suspension', (request, response) => {
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  const ended = endSuspension({
    userName: text(request.query.userName),
    missionId: text(request.query.missionId),
  });
  response.json({ ended });
});
// A token expires (not a call of the app): its session ends, so the next call with it answers HTTP 401.
// One session, not every session of a user: other tabs and tests signed in as the same user go on.
// `curl -X POST '127.0.0.1:3001/mock/sessions/expire?token=…'`.
server.post('/mock/sessions/expire', (request, response) => {
  const token = typeof request.query.token === 'string' ? request.query.token : '';
  const known = findSession(token) !== undefined;
  if (known) endSession(token);
  response.json({ expired: known ? 1 : 0 });
});
server.use(createMiddleware(...handlers));
server.use((_request, response) => void response.status(404).json({ error: 'Mock not found' }));
server.listen(port, '127.0.0.1', () => {
  console.log(`Mock backend listening on http://127.0.0.1:${port}`);
});
