import { mockServer } from '@mocks/node';

/** Records the path of every request the app sends to the mock backend until `stop()`. */
export function recordRequests(): { sent: string[]; stop: () => void } {
  const sent: string[] = [];
  const record = ({ request }: { request: Request }) => void sent.push(new URL(request.url).pathname);
  mockServer.events.on('request:start', record);
  return { sent, stop: () => void mockServer.events.removeListener('request:start', record) };
}
