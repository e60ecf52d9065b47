import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setFault } from '@mocks/node';
import { api } from '@/api/client';
import type { FlightListItem } from '@/api/schema/dynamics';
import { queryClient } from '@/api/queryClient';
import { followedFlightsQuery } from '@/api/flightdata';
import { renderApp, signIn } from '../../support/app';

const followedOnServer = () => api.read<FlightListItem[]>('/api/flightdata/attentionflight', {});

describe('followed flights', () => {
  it('lists the followed flights with live status, each a link to its dynamics detail', async () => {
    await signIn('pilot');
    const followed = await followedOnServer();
    renderApp('/home/follow');
    const list = await screen.findByRole('list', { name: '关注航班' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(followed.length);
    links.forEach((link, index) =>
      expect(link).toHaveAttribute(
        'href',
        `/dynamics/details?flightId=${encodeURIComponent(followed[index]!.id)}`,
      ),
    );
    expect(screen.getByText(`共关注 ${followed.length} 个航班`)).toBeInTheDocument();
  });

  it('unfollowing removes the flight on the server and in the followed flights every screen reads', async () => {
    await signIn('pilot');
    const [first, ...rest] = await followedOnServer();
    renderApp('/home/follow');
    await screen.findByRole('list', { name: '关注航班' });

    await userEvent.click(screen.getByRole('button', { name: `取消关注 ${first!.flightNo}` }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: `取消关注 ${first!.flightNo}` })).not.toBeInTheDocument(),
    );
    expect((await followedOnServer()).map((flight) => flight.id)).toEqual(rest.map((flight) => flight.id));
    const shared = queryClient.getQueryData<FlightListItem[]>(followedFlightsQuery().queryKey);
    expect(shared?.map((flight) => flight.id)).not.toContain(first!.id);
    expect(await screen.findByText(`已取消关注 ${first!.flightNo}`)).toBeInTheDocument();
  });

  it('keeps the flight when unfollowing fails', async () => {
    await signIn('pilot');
    const [first] = await followedOnServer();
    renderApp('/home/follow');
    await screen.findByRole('list', { name: '关注航班' });
    setFault('/api/FlightDynamics/CreateFlightAttention', {
      kind: 'code',
      message: '操作过于频繁',
      times: 1,
    });
    await userEvent.click(screen.getByRole('button', { name: `取消关注 ${first!.flightNo}` }));
    expect(await screen.findByText('操作过于频繁')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `取消关注 ${first!.flightNo}` })).toBeEnabled();
  });

  it('shows the empty state when nothing is followed', async () => {
    await signIn('cabin');
    for (const flight of await followedOnServer())
      await api.post('/api/FlightDynamics/CreateFlightAttention', { flightId: flight.id, follow: false });
    renderApp('/home/follow');
    expect(await screen.findByText('还没有关注的航班，可在航班动态中关注')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去航班动态关注更多航班' })).toHaveAttribute('href', '/dynamics');
  });
});
