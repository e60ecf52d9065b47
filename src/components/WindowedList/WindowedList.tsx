import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

export interface WindowedListProps<T> {
  items: readonly T[];
  /** Height of one row including its gap, in rem: rows must have a fixed height. */
  rowHeightRem: number;
  /** Renders one row; it must return an <li>. */
  renderRow: (item: T, index: number) => ReactNode;
  /** Rows rendered beyond the visible ones on each side. */
  overscan?: number;
  className?: string;
  label?: string;
  busy?: boolean;
}

interface Range {
  start: number;
  end: number;
}

/**
 * Before the first layout the viewport is unknown: the first render assumes a tall phone screen
 * (56rem, ≈ 900 px) and the layout effect corrects the range before anything is painted. A guess
 * far above the real need would mount rows only to unmount them again in the same frame.
 */
const FIRST_VIEWPORT_REM = 56;

/**
 * A list of fixed-height rows that only renders the rows near the viewport of the page's scroll
 * container, so several thousand rows scroll as smoothly as thirty. Spacers keep the full height, so
 * the scroll position (and its restoration on back) stays exact. Without layout (no viewport height,
 * as in tests) every row is rendered.
 */
export function WindowedList<T>({
  items,
  rowHeightRem,
  renderRow,
  overscan = 6,
  className,
  label,
  busy,
}: WindowedListProps<T>) {
  const listRef = useRef<HTMLUListElement>(null);
  const count = items.length;
  const [range, setRange] = useState<Range>(() => ({
    start: 0,
    end: Math.min(count, Math.ceil(FIRST_VIEWPORT_REM / rowHeightRem) + overscan),
  }));

  useLayoutEffect(() => {
    const list = listRef.current;
    const scroller = list?.closest<HTMLElement>('[data-page-scroll]') ?? null;
    if (!list || !scroller) {
      setRange({ start: 0, end: count });
      return;
    }
    const update = () => {
      const rowPx = rowHeightRem * parseFloat(getComputedStyle(document.documentElement).fontSize);
      const viewport = scroller.clientHeight;
      let next: Range;
      if (!viewport || !rowPx) {
        next = { start: 0, end: count };
      } else {
        const listTop =
          list.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop;
        const top = scroller.scrollTop - listTop;
        const start = Math.max(0, Math.min(count, Math.floor(top / rowPx) - overscan));
        const end = Math.max(start, Math.min(count, Math.ceil((top + viewport) / rowPx) + overscan));
        next = { start, end };
      }
      setRange((previous) => (previous.start === next.start && previous.end === next.end ? previous : next));
    };
    update();
    scroller.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      scroller.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [count, rowHeightRem, overscan]);

  const start = Math.min(range.start, count);
  const end = Math.min(Math.max(range.end, start), count);
  return (
    <ul
      ref={listRef}
      className={className}
      aria-label={label}
      aria-busy={busy || undefined}
      data-rendered-rows={end - start}
      style={{
        // The spacers change as the user scrolls; the browser must not "anchor" the view to them.
        overflowAnchor: 'none',
        paddingTop: `${start * rowHeightRem}rem`,
        paddingBottom: `${(count - end) * rowHeightRem}rem`,
      }}
    >
      {items.slice(start, end).map((item, offset) => renderRow(item, start + offset))}
    </ul>
  );
}
