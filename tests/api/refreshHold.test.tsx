import { act, render, screen } from '@testing-library/react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createMemoryRouter } from 'react-router-dom';
import { licencesQuery } from '@/api/me';
import { holdRefreshes, queryClient, releaseRefreshes } from '@/api/queryClient';
import { App } from '@/app/App';
import { routerOptions, routes } from '@/app/router';
import { signIn } from '../support/app';
import { countRequests } from '../support/requests';

const LICENCES = '/api/PersonnalCenter/GetPersonalLicense';

/** The licences a visit an hour ago kept on the phone: stale, so a screen would ask again. */
async function keptAnHourAgo() {
  const query = licencesQuery();
  const licences = await queryClient.fetchQuery(query);
  queryClient.setQueryData(query.queryKey, licences, { updatedAt: Date.now() - 3_600_000 });
  return licences;
}

function LicenceCount() {
  const licences = useQuery(licencesQuery());
  return <p>{licences.data ? `licences: ${licences.data.length}` : 'none yet'}</p>;
}

const renderLicenceCount = () =>
  render(
    <QueryClientProvider client={queryClient}>
      <LicenceCount />
    </QueryClientProvider>,
  );

/**
 * A start with kept answers draws them before asking any of them again (api/queryClient, main.tsx):
 * the reads would otherwise compete with the kept screen's first paint (docs/performance.md).
 */
describe('refreshes held until the first screen has painted', () => {
  afterEach(() => releaseRefreshes());

  it('a screen mounting on a kept answer shows it without asking; released, it asks once', async () => {
    await signIn('pilot');
    const kept = await keptAnHourAgo();
    const requests = countRequests(LICENCES);
    try {
      holdRefreshes();
      renderLicenceCount();
      expect(screen.getByText(`licences: ${kept.length}`)).toBeInTheDocument();
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(requests.count).toBe(0);

      act(() => releaseRefreshes());
      await vi.waitFor(() => expect(requests.count).toBe(1));
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(requests.count).toBe(1);
    } finally {
      requests.stop();
    }
  });

  // TanStack Query's own rule (refetchOnMount decides for a query with an answer only), which the hold
  // relies on: a hold made another way (a disabled query, the network marked off) would fail here.
  it('a screen with no answer asks at once, held or not', async () => {
    await signIn('pilot');
    const requests = countRequests(LICENCES);
    try {
      holdRefreshes();
      renderLicenceCount();
      await screen.findByText(/^licences: \d+$/);
      expect(requests.count).toBe(1);
    } finally {
      requests.stop();
    }
  });

  it('the app releases them once its first screen has painted', async () => {
    await signIn('pilot');
    const [first] = await keptAnHourAgo();
    const requests = countRequests(LICENCES);
    try {
      holdRefreshes();
      const router = createMemoryRouter(routes, { ...routerOptions, initialEntries: ['/me/license'] });
      render(<App router={router} />);
      expect((await screen.findAllByText(first!.name)).length).toBeGreaterThan(0);
      await vi.waitFor(() => expect(requests.count).toBe(1));
      // The screen's answer arrives before the test ends.
      await act(() => queryClient.getQueryCache().find({ queryKey: licencesQuery().queryKey })?.promise);
    } finally {
      requests.stop();
    }
  });
});
