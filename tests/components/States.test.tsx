import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { EmptyResult } from '@/components/EmptyResult';
import { ErrorState } from '@/components/ErrorState';
import { LoadingState } from '@/components/LoadingState';
import { AsyncView, asyncPhase } from '@/components/AsyncView';
import { i18n } from '@/i18n';

describe('EmptyResult', () => {
  it('defaults to 查询结果 and 没有查询到任何数据 in Chinese', () => {
    render(<EmptyResult />);
    expect(screen.getByText('查询结果')).toBeInTheDocument();
    expect(screen.getByText('没有查询到任何数据')).toBeInTheDocument();
  });

  it('defaults to English strings in en-us', async () => {
    await act(() => i18n.changeLanguage('en-us'));
    render(<EmptyResult />);
    expect(screen.getByText('Query result')).toBeInTheDocument();
    expect(screen.getByText('No data found')).toBeInTheDocument();
  });

  it('takes a custom title and text, or no title', () => {
    const { rerender } = render(<EmptyResult title="航班" text="今日无航班" />);
    expect(screen.getByText('航班')).toBeInTheDocument();
    expect(screen.getByText('今日无航班')).toBeInTheDocument();
    rerender(<EmptyResult title={false} />);
    expect(screen.queryByText('查询结果')).toBeNull();
  });
});

describe('LoadingState and ErrorState', () => {
  it('loading is a status with text', () => {
    render(<LoadingState />);
    expect(screen.getByRole('status')).toHaveTextContent('加载中…');
  });

  it('error is an alert with the message and a retry button', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<ErrorState error={new Error('服务器异常')} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('服务器异常');
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('error falls back to a generic message and hides retry without a handler', () => {
    render(<ErrorState error={{}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('加载失败，请稍后重试');
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('AsyncView', () => {
  const list = (items: string[]) => (
    <ul>
      {items.map((i) => (
        <li key={i}>{i}</li>
      ))}
    </ul>
  );

  it('shows loading while there is no data yet', () => {
    render(
      <AsyncView loading data={undefined}>
        {list}
      </AsyncView>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('加载中…');
  });

  it('shows the error with retry', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(
      <AsyncView error={new Error('网络连接失败')} data={undefined} onRetry={onRetry}>
        {list}
      </AsyncView>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('网络连接失败');
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('shows the empty result for an empty list or a custom isEmpty', () => {
    const { rerender } = render(<AsyncView data={[] as string[]}>{list}</AsyncView>);
    expect(screen.getByText('没有查询到任何数据')).toBeInTheDocument();
    rerender(
      <AsyncView data={{ List: [] as string[] }} isEmpty={(d) => d.List.length === 0} emptyText="暂无消息">
        {(d) => list(d.List)}
      </AsyncView>,
    );
    expect(screen.getByText('暂无消息')).toBeInTheDocument();
  });

  it('shows the content, and keeps it while refreshing', () => {
    const { rerender } = render(<AsyncView data={['CA1501']}>{list}</AsyncView>);
    expect(screen.getByRole('listitem')).toHaveTextContent('CA1501');
    rerender(
      <AsyncView loading data={['CA1501']}>
        {list}
      </AsyncView>,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('CA1501');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('phase logic', () => {
    expect(asyncPhase({ loading: true, data: null })).toBe('loading');
    expect(asyncPhase({ error: new Error('x'), data: [1] })).toBe('error');
    expect(asyncPhase({ data: [] })).toBe('empty');
    expect(asyncPhase({ data: [1], isEmpty: true })).toBe('empty');
    expect(asyncPhase({ data: { a: 1 } })).toBe('content');
  });
});
