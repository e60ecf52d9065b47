import { render } from '@testing-library/react';
import { useReportHeight } from '@/shell/useReportHeight';
import { useUiStore } from '@/stores/ui';

/** A ResizeObserver that reports when the test says so. */
class TestResizeObserver {
  static last: TestResizeObserver | undefined;
  observed: Element[] = [];
  constructor(readonly callback: () => void) {
    TestResizeObserver.last = this;
  }
  observe(node: Element) {
    this.observed.push(node);
  }
  disconnect() {
    this.observed = [];
  }
}

function Bar() {
  const ref = useReportHeight<HTMLElement>('headerHeight');
  return <header ref={ref}>title</header>;
}

describe('the header height in the shell state (§3)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('follows the header as the browser lays it out, and is 0 once no header is left', () => {
    vi.stubGlobal('ResizeObserver', TestResizeObserver);
    const view = render(<Bar />);
    const header = view.container.querySelector('header')!;
    const observer = TestResizeObserver.last!;
    expect(observer.observed).toEqual([header]);
    Object.defineProperty(header, 'offsetHeight', { configurable: true, value: 44 });
    observer.callback();
    expect(useUiStore.getState().headerHeight).toBe(44);
    // A larger text size: the header grows, and the state follows.
    Object.defineProperty(header, 'offsetHeight', { configurable: true, value: 52 });
    observer.callback();
    expect(useUiStore.getState().headerHeight).toBe(52);
    view.unmount();
    expect(observer.observed).toEqual([]);
    expect(useUiStore.getState().headerHeight).toBe(0);
  });
});
