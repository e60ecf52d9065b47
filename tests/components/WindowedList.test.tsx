import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { OVERSCAN, WindowedList } from '@/components/WindowedList';

const items = Array.from({ length: 1000 }, (_, i) => `航班 ${i + 1}`);
const ROW_PX = 160; // 10rem at 16 px

/**
 * Gives the page's scroll container a viewport height, as a browser would (jsdom has no layout), and
 * puts the list `listTop` px below the container's top.
 */
function withLayout(viewportHeight: number, listTop = 0) {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.hasAttribute('data-page-scroll') ? viewportHeight : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const scroller = this.closest<HTMLElement>('[data-page-scroll]');
    const top = this.tagName === 'UL' && scroller ? listTop - scroller.scrollTop : 0;
    return { top } as DOMRect;
  });
}

function renderList(
  renderRow: (item: string, index: number) => ReactNode = (item) => <li key={item}>{item}</li>,
) {
  document.documentElement.style.fontSize = '16px';
  const view = render(
    <main data-page-scroll>
      <WindowedList items={items} rowHeightRem={10} label="航班" renderRow={renderRow} />
    </main>,
  );
  const scroller = view.container.querySelector('main')!;
  const scrollTo = (top: number) => {
    scroller.scrollTop = top;
    act(() => void scroller.dispatchEvent(new Event('scroll')));
  };
  return { scroller, list: screen.getByRole('list', { name: '航班' }), scrollTo };
}

const remOf = (value: string) => Number(value.replace('rem', ''));

/** The list of `items`, recording in `rendered` the place of each row it draws, in order. */
function RecordedList({ rendered }: { rendered: number[] }) {
  return (
    <WindowedList
      items={items}
      rowHeightRem={10}
      label="航班"
      renderRow={(item, index) => {
        rendered.push(index);
        return <li key={item}>{item}</li>;
      }}
    />
  );
}

afterEach(() => vi.restoreAllMocks());

describe('WindowedList', () => {
  it('draws no row before its first layout, then no more than a tall phone screen shows', () => {
    withLayout(300);
    const rendered: number[] = [];
    /** Renders after the list's first pass (and its rows), before any effect: marks where it ended. */
    function FirstPassEnd() {
      rendered.push(-1);
      return null;
    }
    document.documentElement.style.fontSize = '16px';
    render(
      <main data-page-scroll>
        <RecordedList rendered={rendered} />
        <FirstPassEnd />
      </main>,
    );
    // No row in the first pass; in the pass with the layout, before the virtualiser has read the
    // container's height, 56rem / 10rem rows = 6 plus the overscan, and none more once it has (300 px).
    expect(rendered).toEqual([-1, ...Array(6 + OVERSCAN).keys()]);
  });

  it('starts where its container is scrolled: a back step to a scrolled list mounts only the rows there', () => {
    withLayout(800);
    document.documentElement.style.fontSize = '16px';
    const rendered: number[] = [];
    /** Puts a saved position back after the list's own first layout work and before paint, as Page does. */
    function ScrolledBack({ children }: { children: ReactNode }) {
      const ref = useRef<HTMLElement>(null);
      useLayoutEffect(() => void (ref.current!.scrollTop = 3200), []);
      return (
        <main data-page-scroll ref={ref}>
          {children}
        </main>
      );
    }
    const view = render(
      <ScrolledBack>
        <RecordedList rendered={rendered} />
      </ScrolledBack>,
    );
    // 3200 px = row 20 at the top of the screen; with the overscan, nothing above row 17 is drawn.
    expect(Math.min(...rendered)).toBe(20 - OVERSCAN);
    expect(view.container.querySelector('main')!.scrollTop).toBe(3200);
  });

  it('renders every row when there is no layout (no viewport height)', () => {
    const { list } = renderList();
    expect(screen.getAllByRole('listitem')).toHaveLength(1000);
    expect(list).toHaveAttribute('data-rendered-rows', '1000');
  });

  it('renders only the rows near the viewport and keeps the full height with spacers', () => {
    withLayout(800);
    const { list, scrollTo } = renderList();
    // 800 px / 160 px rows = 5 visible + 3 overscan below.
    expect(screen.getAllByRole('listitem')).toHaveLength(8);
    expect(list).toHaveAttribute('data-rendered-rows', '8');
    expect(list.style.paddingTop).toBe('0rem');
    expect(list.style.paddingBottom).toBe(`${(1000 - 8) * 10}rem`);

    scrollTo(100 * ROW_PX);
    const rows = screen.getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('航班 98');
    expect(rows.at(-1)).toHaveTextContent('航班 108');
    expect(list.style.paddingTop).toBe(`${97 * 10}rem`);
    // Spacers and rows add up to the whole list, whatever the window: the height a back restores to.
    expect(remOf(list.style.paddingTop) + rows.length * 10 + remOf(list.style.paddingBottom)).toBe(1000 * 10);
  });

  it('reaches the last row at the bottom', () => {
    withLayout(800);
    const { list, scrollTo } = renderList();
    scrollTo(1000 * ROW_PX - 800);
    expect(screen.getAllByRole('listitem').at(-1)).toHaveTextContent('航班 1000');
    expect(list.style.paddingBottom).toBe('0rem');
  });

  it('counts the rows from where the list starts in the scroll container', () => {
    // Three rows' worth of header above the list: 800 - 480 px leave two rows visible, plus overscan.
    withLayout(800, 3 * ROW_PX);
    renderList();
    expect(screen.getAllByRole('listitem')).toHaveLength(2 + OVERSCAN);
  });

  it('renders only the rows that come into view when the window moves', () => {
    withLayout(800);
    const rendered: number[] = [];
    const { scrollTo } = renderList((item, index) => {
      rendered.push(index);
      return <li key={item}>{item}</li>;
    });
    scrollTo(50 * ROW_PX);
    rendered.length = 0;
    scrollTo(51 * ROW_PX);
    // One row enters at the bottom (and one leaves at the top): the 10 that stay are not drawn again.
    expect(rendered).toEqual([58]);
  });

  it('reads where the list sits after the browser lays it out, not on each page of rows', () => {
    let listTop = 0;
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.hasAttribute('data-page-scroll') ? 800 : 0;
    });
    const place = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      return { top: this.tagName === 'UL' ? listTop : 0 } as DOMRect;
    });
    // The browser calls a ResizeObserver back after its own layout: here, when the test says so. (The
    // virtualiser watches the scroll container with one of its own.)
    const observers: { callback: () => void; targets: Element[] }[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        targets: Element[] = [];
        constructor(callback: () => void) {
          observers.push({ callback, targets: this.targets });
        }
        observe(element: Element, options?: ResizeObserverOptions) {
          if (options?.box === 'border-box') this.targets.push(element);
        }
        unobserve() {}
        disconnect() {}
      },
    );
    document.documentElement.style.fontSize = '16px';
    const draw = (count: number) => (
      <main data-page-scroll>
        <section>
          <WindowedList
            items={items.slice(0, count)}
            rowHeightRem={10}
            label="航班"
            renderRow={(item) => <li key={item}>{item}</li>}
          />
        </section>
      </main>
    );
    const view = render(draw(20));
    const scroller = view.container.querySelector('main')!;
    const listObserver = observers.find((observer) => observer.targets[0]?.tagName === 'UL');
    // The list, its parents and the scroll container: whatever moves the list changes one of their sizes.
    expect(listObserver?.targets).toEqual([
      screen.getByRole('list'),
      scroller.querySelector('section'),
      scroller,
    ]);
    const reads = place.mock.calls.length;

    // The parent drawn again, then a page arriving: neither reads the layout in the middle of the commit.
    view.rerender(draw(20));
    view.rerender(draw(40));
    expect(place.mock.calls.length).toBe(reads);
    expect(screen.getAllByRole('listitem')).toHaveLength(5 + OVERSCAN);

    // A banner of three rows' height appears above: the observer's call moves the window.
    listTop = 3 * ROW_PX;
    act(() => listObserver!.callback());
    expect(screen.getAllByRole('listitem')).toHaveLength(2 + OVERSCAN);
  });
});
