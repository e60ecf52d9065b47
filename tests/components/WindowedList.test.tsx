import { act, render, screen } from '@testing-library/react';
import { WindowedList } from '@/components/WindowedList';

const items = Array.from({ length: 1000 }, (_, i) => `航班 ${i + 1}`);

function renderInScroller(viewportHeight: number) {
  document.documentElement.style.fontSize = '16px';
  const view = render(
    <main data-page-scroll>
      <WindowedList
        items={items}
        rowHeightRem={10}
        label="航班"
        renderRow={(item) => <li key={item}>{item}</li>}
      />
    </main>,
  );
  const scroller = view.container.querySelector('main')!;
  const list = screen.getByRole('list', { name: '航班' });
  Object.defineProperty(scroller, 'clientHeight', { configurable: true, value: viewportHeight });
  // Layout as a browser would report it: the list moves up as the container scrolls.
  list.getBoundingClientRect = () => ({ top: -scroller.scrollTop }) as DOMRect;
  scroller.getBoundingClientRect = () => ({ top: 0 }) as DOMRect;
  return { scroller, list, rerender: view.rerender };
}

describe('WindowedList', () => {
  it('mounts no more rows before the first layout than a tall phone screen shows', () => {
    const rendered: number[] = [];
    render(
      <main data-page-scroll>
        <WindowedList
          items={items}
          rowHeightRem={10}
          label="航班"
          renderRow={(item, index) => {
            rendered.push(index);
            return <li key={item}>{item}</li>;
          }}
        />
      </main>,
    );
    // The first pass: 56rem / 10rem rows = 6, plus 6 overscan; the layout effect then takes over.
    const firstPass = rendered.slice(0, rendered.indexOf(0, 1));
    expect(firstPass).toHaveLength(12);
  });

  it('renders every row when there is no layout (no viewport height)', () => {
    renderInScroller(0);
    expect(screen.getAllByRole('listitem')).toHaveLength(1000);
  });

  it('renders only the rows near the viewport and keeps the full height with spacers', () => {
    const { scroller, list } = renderInScroller(800);
    act(() => void scroller.dispatchEvent(new Event('scroll')));
    // 800 px / 160 px rows = 5 visible + 6 overscan below.
    expect(screen.getAllByRole('listitem')).toHaveLength(11);
    expect(list.style.paddingTop).toBe('0rem');
    expect(list.style.paddingBottom).toBe(`${(1000 - 11) * 10}rem`);

    scroller.scrollTop = 100 * 160;
    act(() => void scroller.dispatchEvent(new Event('scroll')));
    const rows = screen.getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('航班 95');
    expect(rows.at(-1)).toHaveTextContent('航班 111');
    expect(list.style.paddingTop).toBe(`${94 * 10}rem`);
  });

  it('reaches the last row at the bottom', () => {
    const { scroller } = renderInScroller(800);
    scroller.scrollTop = 1000 * 160 - 800;
    act(() => void scroller.dispatchEvent(new Event('scroll')));
    expect(screen.getAllByRole('listitem').at(-1)).toHaveTextContent('航班 1000');
  });
});
