import { mockServer } from '@mocks/node';

/** Records the path of every request the app sends to the mock backend until `stop()`. */
export function recordRequests(): { sent: string[]; stop: () => void } {
  const sent: string[] = [];
  const record = ({ request }: { request: Request }) => void sent.push(new URL(request.url).pathname);
  mockServer.events.on('request:start', record);
  return { sent, stop: () => void mockServer.events.removeListener('request:start', record) };
}

/** Counts the requests the app makes to one path until `stop()`. */
export function countRequests(path: string): { readonly count: number; stop: () => void } {
  let count = 0;
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === path) count += 1;
  };
  mockServer.events.on('request:start', listener);
  return {
    get count() {
      return count;
    },
    stop: () => mockServer.events.removeListener('request:start', listener),
  };
}
