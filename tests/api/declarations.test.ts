import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { allAirportsQuery } from '@/api/compinfo';
import { flightPagesQuery } from '@/api/dynamics';
import { queryClient } from '@/api/queryClient';
import { signIn } from '../support/app';
import { recordRequests } from '../support/requests';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the calls declared in src/api', () => {
  it('a read is keyed by the call itself: two screens asking the same thing share one request', async () => {
    await signIn('pilot');
    // The flight status search form and the study airports ask for the company's airports alike.
    expect(allAirportsQuery().queryKey).toEqual(['/flightservice/CompInfo/GetAllAirport', {}]);
    const { sent, stop } = recordRequests();
    try {
      const [picker, study] = await Promise.all([
        queryClient.fetchQuery(allAirportsQuery()),
        queryClient.fetchQuery(allAirportsQuery({})),
      ]);
      expect(picker.length).toBeGreaterThan(0);
      expect(study).toBe(picker);
      expect(sent.filter((path) => path === '/flightservice/CompInfo/GetAllAirport')).toHaveLength(1);
    } finally {
      stop();
    }
  });

  it('the flight list pages: the next page is asked for while rows are missing, none after the last', async () => {
    await signIn('pilot');
    const options = flightPagesQuery({ dayKey: 'today', filter: 'all' });
    const second = await queryClient.fetchInfiniteQuery({ ...options, pages: 2 });
    expect(second.pages[0]!.total).toBeGreaterThan(second.pages[0]!.items.length);
    expect(second.pages.map((page) => page.pageIndex)).toEqual([1, 2]);
    const shown = second.pages.reduce((sum, page) => sum + page.items.length, 0);
    const { total } = second.pages[0]!;
    expect(options.getNextPageParam(second.pages.at(-1)!, second.pages, 2, [1, 2])).toBe(
      shown < total ? 3 : undefined,
    );
    const last = { ...second.pages.at(-1)!, items: [] };
    expect(options.getNextPageParam(last, [...second.pages, last], 3, [1, 2, 3])).toBeUndefined();
  });

  it('no module calls the client itself: each call is declared once, in src/api', () => {
    const offenders = sources(join(process.cwd(), 'src/modules')).filter((file) =>
      /import \{[^}]*\bapi\b[^}]*\} from '@\/api\/client'|\bapi\.(read|post|get)\s*[<(]/.test(
        readFileSync(file, 'utf8'),
      ),
    );
    expect(offenders).toEqual([]);
  });
});
