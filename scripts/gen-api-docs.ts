/**
 * Writes docs/api.md from the mock backend's endpoint registry: one line per call (method, path, what
 * it takes, what List holds). Run: npx tsx scripts/gen-api-docs.ts
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import * as prettier from 'prettier';
import { resolve } from 'node:path';
import { handlers } from '../mocks/handlers';
import { endpointRegistry } from '../mocks/lib/route';

void handlers; // importing the handlers fills the registry

const groups: Array<[string, (path: string) => boolean]> = [
  [
    'Auth',
    (p) =>
      p.startsWith('/api/Default/') ||
      p === '/mobile/login' ||
      /FlightService\.svc\/(PostLogin|LockUser|ValiSsoToken|SendSMS|SendSMSForLogin|ModifyUser)$/.test(p),
  ],
  ['Home', (p) => p.startsWith('/api/Home/')],
  ['Flight data', (p) => p.startsWith('/api/flightdata/')],
  ['Flight dynamics', (p) => p.startsWith('/api/FlightDynamics/') || p.startsWith('/FlightService.svc/')],
  ['Personal centre', (p) => p.startsWith('/api/PersonnalCenter/')],
  ['Company info', (p) => /^\/(flightservice|api)\/CompInfo\//.test(p)],
  [
    'Prepare',
    (p) =>
      /^\/api\/(FlightMission|prepare|Prepare|health|airportinfo)\//.test(p) ||
      p.startsWith('/flightservice/Prepare/'),
  ],
  ['Cabin crew', (p) => p.startsWith('/api/StewardSecurity/')],
  ['Crew log', (p) => p.startsWith('/api/CrewLog/')],
];

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();
const lines: string[] = [
  '# Backend calls',
  '',
  'Generated from the mock backend (`mocks/`) by `npx tsx scripts/gen-api-docs.ts`; do not edit by hand.',
  '',
  'Every answer is the envelope `{ Code, Message, List }`: success is `Code` "0" with `List` present; a',
  "business failure has another `Code` and the backend's `Message`. Calls other than the public login",
  'calls need `Authorization: Bearer <token>` (HTTP 401 without). POST bodies are JSON (login: form-encoded),',
  'GET data goes in the query. Field names are camelCase; the TypeScript types are in `src/api/schema/`.',
  "Times are ISO 8601 with the airport's offset (Beijing +08:00), dates `YYYY-MM-DD` (Beijing).",
  '',
];
const seen = new Set<string>();
for (const [title, test] of groups) {
  const defs = endpointRegistry.filter((d) => test(d.path) && !seen.has(`${d.method} ${d.path}`));
  if (defs.length === 0) continue;
  lines.push(`## ${title}`, '', '| Method | Path | Takes | Returns (List) |', '|---|---|---|---|');
  for (const d of defs) {
    seen.add(`${d.method} ${d.path}`);
    lines.push(
      `| ${d.method} | \`${d.path}\`${d.public ? ' (public)' : ''} | ${cell(d.takes)} | ${cell(d.returns)} |`,
    );
  }
  lines.push('');
}
const rest = endpointRegistry.filter((d) => !seen.has(`${d.method} ${d.path}`));
if (rest.length) {
  lines.push('## Other', '', '| Method | Path | Takes | Returns (List) |', '|---|---|---|---|');
  for (const d of rest) lines.push(`| ${d.method} | \`${d.path}\` | ${cell(d.takes)} | ${cell(d.returns)} |`);
  lines.push('');
}
lines.push(`${endpointRegistry.length} calls.`, '');

const out = resolve(import.meta.dirname, '../docs/api.md');
mkdirSync(resolve(out, '..'), { recursive: true });
// Written as the formatter would write it, so `prettier --check .` stays quiet.
const options = (await prettier.resolveConfig(out)) ?? {};
writeFileSync(out, await prettier.format(lines.join('\n'), { ...options, parser: 'markdown' }));
console.log(`docs/api.md: ${endpointRegistry.length} calls`);
