import { render, screen } from '@testing-library/react';
import { useCachedRequest } from '@/api/useCachedRequest';
import { readCache } from '@/api/responseCache';
import { useSessionStore } from '@/stores/session';

function Probe({ fetcher }: { fetcher: () => Promise<string> }) {
  const { data, loading } = useCachedRequest('probe', fetcher);
  return <p>{loading && !data ? 'loading' : data}</p>;
}

describe('useCachedRequest', () => {
  it('shows a fresh cached answer at once on the next visit without asking again', async () => {
    useSessionStore.setState({ token: 't1' });
    const fetcher = vi.fn(async () => '航班列表');
    const first = render(<Probe fetcher={fetcher} />);
    expect(await screen.findByText('航班列表')).toBeInTheDocument();
    first.unmount();
    render(<Probe fetcher={fetcher} />);
    expect(screen.getByText('航班列表')).toBeInTheDocument(); // no loading state in between
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('with revalidate, shows the remembered answer at once and replaces it with a new one', async () => {
    useSessionStore.setState({ token: 't1' });
    let answer = '3 条未读';
    const fetcher = vi.fn(async () => answer);
    function Revalidating() {
      const { data } = useCachedRequest('messages', fetcher, { revalidate: true });
      return <p>{data ?? 'loading'}</p>;
    }
    const first = render(<Revalidating />);
    await screen.findByText('3 条未读');
    first.unmount();
    answer = '2 条未读';
    render(<Revalidating />);
    expect(screen.getByText('3 条未读')).toBeInTheDocument();
    expect(await screen.findByText('2 条未读')).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('two screens asking for the same thing at once share one request', async () => {
    useSessionStore.setState({ token: 't1' });
    const fetcher = vi.fn(async () => '机场列表');
    render(
      <>
        <Probe fetcher={fetcher} />
        <Probe fetcher={fetcher} />
      </>,
    );
    expect(await screen.findAllByText('机场列表')).toHaveLength(2);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('forgets everything when the session changes', async () => {
    useSessionStore.setState({ token: 't1' });
    render(<Probe fetcher={async () => 'mine'} />);
    await screen.findByText('mine');
    expect(readCache('t1#probe')?.data).toBe('mine');
    useSessionStore.setState({ token: 't2' });
    expect(readCache('t1#probe')).toBeUndefined();
  });
});
