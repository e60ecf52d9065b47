import { memo, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';

export interface WindowedListProps<T> {
  items: readonly T[];
  /**
   * Height of one row including its gap, in rem: rows must have a fixed height. The list gives it to its
   * rows' styles as `--slot-height`, so it is written in one place.
   */
  rowHeightRem: number;
  /** Renders one row; it must return an <li>. */
  renderRow: (item: T, index: number) => ReactNode;
  /** Rows rendered beyond the visible ones on each side (default OVERSCAN). */
  overscan?: number;
  className?: string;
  label?: string;
}

/**
 * Three rows ahead (about 470 px of flight rows) are enough for a fling: the rows coming into view are
 * mounted as they arrive either way. Every arrival at a list (a back step) mounts them too before its
 * first paint: with six, the flight list's back step took 180 ms at 4x slower CPU against 152 with three
 * (median of six rounds each, 2026-11-29).
 */
export const OVERSCAN = 3;

/**
 * Until the virtualiser observes the scroll container, its height is unknown: the first render with rows
 * assumes a tall phone screen (56rem, ≈ 900 px) and the virtualiser takes the real one before anything
 * is painted. A guess far above the real need would mount rows only to unmount them again in the same
 * frame.
 */
const FIRST_VIEWPORT_REM = 56;

/** Where the list sits in the page: the size of a row and the list's top inside the scroll container. */
interface Layout {
  scroller: HTMLElement;
  rowPx: number;
  /** The list's top in the scroll container's content, px (TanStack Virtual's scrollMargin). */
  listTop: number;
}

const rootFontPx = () => parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;

/**
 * Reads the layout once per commit (never in the scroll handler): `null` when there is none (no scroll
 * container, or one of no height, as in jsdom), so every row is rendered.
 */
function readLayout(list: HTMLElement | null, rowHeightRem: number): Layout | null {
  const scroller = list?.closest<HTMLElement>('[data-page-scroll]') ?? null;
  if (!list || !scroller || !scroller.clientHeight) return null;
  const rowPx = rowHeightRem * rootFontPx();
  if (!rowPx) return null;
  const listTop =
    list.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop;
  return { scroller, rowPx, listTop };
}

const sameLayout = (a: Layout | null | undefined, b: Layout | null) =>
  a === b ||
  (!!a && !!b && a.scroller === b.scroller && a.rowPx === b.rowPx && Math.abs(a.listTop - b.listTop) < 0.5);

interface RowProps<T> {
  item: T;
  index: number;
  renderRow: (item: T, index: number) => ReactNode;
}

/**
 * One row, rendered again only when its item, its place or the row renderer changes: a scroll that
 * moves the window mounts the rows coming into view and leaves the others alone.
 */
const Row = memo(function Row<T>({ item, index, renderRow }: RowProps<T>) {
  return renderRow(item, index);
}) as <T>(props: RowProps<T>) => ReactNode;

/**
 * A list of fixed-height rows that only renders the rows near the viewport of the page's scroll
 * container (`[data-page-scroll]`), so several thousand rows scroll as smoothly as thirty. The window is
 * TanStack Virtual's (its element virtualiser on the scroll container; the list's offset in it is the
 * scroll margin). Spacers in rem keep the list's exact full height, so the scroll position (and its
 * restoration on back) stays exact. Without layout (no viewport height, as in tests) every row is
 * rendered.
 */
export function WindowedList<T>({
  items,
  rowHeightRem,
  renderRow,
  overscan = OVERSCAN,
  className,
  label,
}: WindowedListProps<T>) {
  const listRef = useRef<HTMLUListElement>(null);
  const count = items.length;
  // undefined: not laid out yet (first render); null: no layout, every row.
  const [layout, setLayout] = useState<Layout | null | undefined>(undefined);

  // The list's place is read once before the first paint, then whenever the list or anything around it
  // changes size (rows arriving, a banner above, the viewport), in a ResizeObserver callback: those run
  // after the browser's own layout, so the read costs nothing. Reading it after every commit of the
  // parent forced a layout of its own for each page of rows and each loading flag.
  useLayoutEffect(() => {
    const list = listRef.current;
    const remeasure = () => {
      const next = readLayout(listRef.current, rowHeightRem);
      setLayout((previous) => (sameLayout(previous, next) ? previous : next));
    };
    remeasure();
    const scroller = list?.closest('[data-page-scroll]');
    if (!list || !scroller || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(remeasure);
    // Border boxes: the list's content box changes with the rows in the window as it scrolls, its
    // border box (spacers included) only when rows are added or the text size changes.
    for (let node: Element | null = list; node; node = node === scroller ? null : node.parentElement)
      observer.observe(node, { box: 'border-box' });
    return () => observer.disconnect();
  }, [rowHeightRem]);

  const rowPx = layout ? layout.rowPx : rowHeightRem * 16;
  const virtualizer = useVirtualizer<HTMLElement, HTMLLIElement>({
    count,
    getScrollElement: () => layout?.scroller ?? null,
    estimateSize: () => rowPx,
    overscan,
    scrollMargin: layout?.listTop ?? 0,
    initialRect: { width: 0, height: FIRST_VIEWPORT_REM * 16 },
    // The window starts where the container is, not at the top (the virtualiser scrolls its element to
    // this offset once enabled): on a back step the page has put the user's position back by then.
    initialOffset: () => layout?.scroller.scrollTop ?? 0,
    enabled: !!layout,
  });

  // A new row height (the text size changed) makes every estimate stale.
  useLayoutEffect(() => virtualizer.measure(), [virtualizer, rowPx]);

  let start = 0;
  let end = count;
  // Not laid out yet (the first render): no rows, only the list's full height, so the page can put a
  // back step's position back; the rows at that place come with the layout, before the first paint.
  if (layout === undefined) end = 0;
  else if (layout !== null) {
    const rows = virtualizer.getVirtualItems();
    start = Math.min(rows[0]?.index ?? 0, count);
    end = Math.min(Math.max((rows.at(-1)?.index ?? -1) + 1, start), count);
  }

  const rendered: ReactNode[] = [];
  for (let index = start; index < end; index += 1)
    rendered.push(<Row key={index} item={items[index]!} index={index} renderRow={renderRow} />);

  return (
    <ul
      ref={listRef}
      className={className}
      aria-label={label}
      data-rendered-rows={end - start}
      style={
        {
          '--slot-height': `${rowHeightRem}rem`,
          // The spacers change as the user scrolls; the browser must not "anchor" the view to them.
          overflowAnchor: 'none',
          paddingTop: `${start * rowHeightRem}rem`,
          paddingBottom: `${(count - end) * rowHeightRem}rem`,
        } as CSSProperties
      }
    >
      {rendered}
    </ul>
  );
}
