import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setFault } from '@mocks/node';
import { recordRequests } from '../../support/requests';
import { renderApp, serverFollowed, serverList, signIn } from './helpers';

describe('flight status home', () => {
  it('asks for the followed flights once, though the route starts the read before the page draws', async () => {
    await signIn('pilot');
    const { sent, stop } = recordRequests();
    try {
      renderApp('/dynamics');
      await screen.findByRole('heading', { name: /我关注的航班/ });
      await waitFor(() => expect(sent).toContain('/api/flightdata/attentionflight'));
      await new Promise((resolve) => setTimeout(resolve, 100)); // nothing asked a second time
      expect(sent.filter((path) => path === '/api/flightdata/attentionflight')).toHaveLength(1);
    } finally {
      stop();
    }
  });

  it('searches by flight number, airports and day, and opens the list with that query', async () => {
    await signIn('pilot');
    const { router } = renderApp('/dynamics');
    await userEvent.type(await screen.findByLabelText('航班号'), 'hg 1501');
    await userEvent.click(screen.getByRole('button', { name: /^出发/ }));
    const sheet = await screen.findByRole('dialog', { name: '出发' });
    await userEvent.click(await within(sheet).findByRole('button', { name: /北京首都国际机场/ }));
    await userEvent.click(screen.getByRole('button', { name: '交换出发和到达机场' }));
    await userEvent.click(screen.getByRole('radio', { name: /明天/ }));
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dynamics/listpage'));
    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({ day: 'tomorrow', flightNo: 'HG1501', to: 'PEK' });
    expect(await screen.findByText(/航班号 HG1501/)).toBeInTheDocument();
    // The home page slides out first; then only the list's day keys are left.
    await waitFor(() => expect(screen.getAllByRole('radio', { name: /明天/ })).toHaveLength(1));
    expect(screen.getByRole('radio', { name: /明天/ })).toHaveAttribute('aria-checked', 'true');
  });

  it('refuses a flight number with other characters and keeps what was typed', async () => {
    await signIn('pilot');
    const { router } = renderApp('/dynamics');
    const field = await screen.findByLabelText('航班号');
    await userEvent.type(field, 'HG-15#');
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(screen.getByText('航班号只能包含字母和数字，最多 8 位')).toBeInTheDocument();
    expect(field).toHaveValue('HG-15#');
    expect(router.state.location.pathname).toBe('/dynamics');
  });

  it("lists the user's followed flights, and a flight followed in the list shows up there", async () => {
    await signIn('cabin');
    const followed = await serverFollowed();
    const { router } = renderApp('/dynamics');
    const section = (await screen.findByRole('heading', { name: /我关注的航班/ })).closest('section')!;
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(followed.length));
    for (const flight of followed) expect(within(section).getByText(flight.flightNo)).toBeInTheDocument();

    const { items } = await serverList({ dayKey: 'today', pageIndex: 1, pageSize: 30 });
    const target = items.find((item) => !followed.some((f) => f.id === item.id))!;
    await userEvent.click(screen.getByRole('link', { name: /全部航班/ }));
    await userEvent.click(await screen.findByRole('button', { name: `关注航班 ${target.flightNo}` }));
    await act(() => router.navigate(-1));
    const again = (await screen.findByRole('heading', { name: /我关注的航班/ })).closest('section')!;
    expect(await within(again).findByText(target.flightNo)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /机场进出港/ })).toHaveAttribute('href', '/dynamics/airports');
  });

  it('shows an error with retry when the followed flights cannot be loaded', async () => {
    await signIn('pilot');
    // The route's loader asks first; the page asks once more on mount (an answer that failed is retried).
    setFault('/api/flightdata/attentionflight', { kind: 'http500', times: 2 });
    renderApp('/dynamics');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('服务器异常');
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    // The alert goes when the retry starts; the count comes with the answer.
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: /我关注的航班/ })).toHaveTextContent(/共 \d+ 个/),
    );
  });
});
