import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion } from '@/components/Accordion';
import { PullRefresh } from '@/components/PullRefresh';
import { Ripple, exceedsRippleThreshold } from '@/components/Ripple';
import { SwipeRow } from '@/components/SwipeRow';

describe('Accordion', () => {
  const items = [
    { id: 'crew', title: '机组', content: '机长 张三' },
    { id: 'load', title: '载量', content: '旅客 180' },
  ];

  it('toggles regions with aria-expanded; one open at a time by default', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    const crew = screen.getByRole('button', { name: '机组' });
    expect(crew).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: '机组' })).toBeNull(); // hidden
    await user.click(crew);
    expect(crew).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: '机组' });
    expect(region).toHaveTextContent('机长 张三');
    expect(crew).toHaveAttribute('aria-controls', region.id);
    await user.click(screen.getByRole('button', { name: '载量' }));
    expect(crew).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('region', { name: '载量' })).toBeVisible();
  });

  it('allows several open with multiple and works by keyboard', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} multiple defaultOpen={['crew']} />);
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: '机组' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: '载量' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('heading', { level: 3, name: '机组' })).toBeInTheDocument();
  });
});

describe('PullRefresh', () => {
  it('loads more with the button, shows progress, then "no more"', async () => {
    const user = userEvent.setup();
    let resolve!: () => void;
    const onLoadMore = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    const { rerender } = render(
      <PullRefresh onLoadMore={onLoadMore} hasMore>
        <p>list</p>
      </PullRefresh>,
    );
    await user.click(screen.getByRole('button', { name: '加载更多' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: '正在加载…' })).toBeDisabled();
    await act(async () => resolve());
    rerender(
      <PullRefresh onLoadMore={onLoadMore} hasMore={false}>
        <p>list</p>
      </PullRefresh>,
    );
    expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull();
    expect(screen.getByText('没有更多了')).toBeInTheDocument();
  });

  it('loads more when the sentinel nears the viewport, once at a time', async () => {
    let trigger: ((entries: Array<{ isIntersecting: boolean }>) => void) | undefined;
    const observe = vi.fn();
    class FakeObserver {
      constructor(cb: (entries: Array<{ isIntersecting: boolean }>) => void) {
        trigger = cb;
      }
      observe = observe;
      disconnect = vi.fn();
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    try {
      const onLoadMore = vi.fn(() => new Promise<void>(() => {}));
      render(
        <PullRefresh onLoadMore={onLoadMore} hasMore>
          <p>list</p>
        </PullRefresh>,
      );
      expect(observe).toHaveBeenCalled();
      act(() => trigger!([{ isIntersecting: false }]));
      expect(onLoadMore).not.toHaveBeenCalled();
      act(() => trigger!([{ isIntersecting: true }]));
      act(() => trigger!([{ isIntersecting: true }]));
      expect(onLoadMore).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('refreshes after a pull past the threshold, not before', async () => {
    let resolve!: () => void;
    const onRefresh = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    const { container } = render(
      <PullRefresh onRefresh={onRefresh} threshold={60}>
        <p>list</p>
      </PullRefresh>,
    );
    const root = container.firstElementChild!;
    // 100 px of finger travel = 50 px of pull: below the threshold.
    fireEvent.touchStart(root, { touches: [{ clientX: 10, clientY: 100 }] });
    fireEvent.touchMove(root, { touches: [{ clientX: 10, clientY: 200 }] });
    expect(screen.getByRole('status')).toHaveTextContent('下拉刷新');
    fireEvent.touchEnd(root, { touches: [] });
    expect(onRefresh).not.toHaveBeenCalled();
    fireEvent.touchStart(root, { touches: [{ clientX: 10, clientY: 100 }] });
    fireEvent.touchMove(root, { touches: [{ clientX: 10, clientY: 230 }] });
    expect(screen.getByRole('status')).toHaveTextContent('释放立即刷新');
    fireEvent.touchEnd(root, { touches: [] });
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('正在刷新…');
    await act(async () => resolve());
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('refreshes from the keyboard button', async () => {
    const user = userEvent.setup();
    const onRefresh = vi.fn();
    render(
      <PullRefresh onRefresh={onRefresh}>
        <p>list</p>
      </PullRefresh>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: '刷新' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });
});

describe('SwipeRow', () => {
  it('reveals its actions when one is focused and runs them by keyboard', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn();
    const { container } = render(
      <SwipeRow actions={[{ key: 'del', label: '删除', tone: 'danger', onClick: onDelete }]}>
        <span>消息 1</span>
      </SwipeRow>,
    );
    const row = container.firstElementChild!;
    expect(row).not.toHaveAttribute('data-open');
    await user.tab();
    expect(screen.getByRole('button', { name: '删除' })).toHaveFocus();
    expect(row).toHaveAttribute('data-open', 'true');
    await user.keyboard('{Escape}');
    expect(row).not.toHaveAttribute('data-open');
    await user.keyboard('{Enter}');
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('closes when focus leaves the row', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <>
        <SwipeRow actions={[{ key: 'read', label: '已读', onClick: () => {} }]}>
          <span>消息</span>
        </SwipeRow>
        <button>next</button>
      </>,
    );
    await user.tab();
    expect(container.firstElementChild).toHaveAttribute('data-open', 'true');
    await user.tab();
    expect(container.firstElementChild).not.toHaveAttribute('data-open');
  });

  it('opens on a left swipe past half the actions width', () => {
    const { container } = render(
      <SwipeRow actions={[{ key: 'del', label: '删除', onClick: () => {} }]}>
        <span>消息</span>
      </SwipeRow>,
    );
    const actions = screen.getByRole('group', { name: '操作' });
    Object.defineProperty(actions, 'offsetWidth', { value: 80 });
    const content = screen.getByText('消息').parentElement!;
    fireEvent.touchStart(content, { touches: [{ clientX: 200, clientY: 10 }] });
    fireEvent.touchMove(content, { touches: [{ clientX: 170, clientY: 12 }] });
    fireEvent.touchEnd(content);
    expect(container.firstElementChild).not.toHaveAttribute('data-open'); // 30 < 40
    fireEvent.touchStart(content, { touches: [{ clientX: 200, clientY: 10 }] });
    fireEvent.touchMove(content, { touches: [{ clientX: 140, clientY: 12 }] });
    expect(content.style.transform).toBe('translateX(-60px)');
    fireEvent.touchEnd(content);
    expect(container.firstElementChild).toHaveAttribute('data-open', 'true');
    expect(content.style.transform).toBe('translateX(-80px)');
  });
});

describe('Ripple', () => {
  const ripples = (el: Element) => el.querySelectorAll('[data-ripple]');

  it('keeps the ripple for a tap that moves 6 px or less', () => {
    render(<Ripple>确定</Ripple>);
    const button = screen.getByRole('button', { name: '确定' });
    fireEvent.touchStart(button, { touches: [{ clientX: 10, clientY: 10 }] });
    expect(ripples(button)).toHaveLength(1);
    fireEvent.touchMove(button, { touches: [{ clientX: 10, clientY: 16 }] });
    expect(ripples(button)).toHaveLength(1);
    fireEvent.touchEnd(button);
    expect(ripples(button)).toHaveLength(1);
  });

  it('cancels the ripple when the touch moves more than 6 px (a scroll)', () => {
    render(<Ripple>确定</Ripple>);
    const button = screen.getByRole('button', { name: '确定' });
    fireEvent.touchStart(button, { touches: [{ clientX: 10, clientY: 10 }] });
    fireEvent.touchMove(button, { touches: [{ clientX: 10, clientY: 17 }] });
    expect(ripples(button)).toHaveLength(0);
  });

  it('removes a finished ripple after its animation', () => {
    vi.useFakeTimers();
    try {
      render(<Ripple>确定</Ripple>);
      const button = screen.getByRole('button', { name: '确定' });
      fireEvent.mouseDown(button, { button: 0, clientX: 5, clientY: 5 });
      expect(ripples(button)).toHaveLength(1);
      act(() => vi.advanceTimersByTime(600));
      expect(ripples(button)).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('threshold rule', () => {
    expect(exceedsRippleThreshold({ x: 0, y: 0 }, { x: 0, y: 6 })).toBe(false);
    expect(exceedsRippleThreshold({ x: 0, y: 0 }, { x: 5, y: 5 })).toBe(true); // 7.07 px
  });
});
