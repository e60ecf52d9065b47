import type { ReactNode } from 'react';
import { WindowedList } from '@/components/WindowedList';
import styles from './study.module.css';

export interface WindowedRowsProps<T> {
  items: readonly T[];
  /** Height of one slot in rem, the gap to the next row included: rows are cut to it. */
  rowRem: number;
  /** The list's accessible name ("…, N in total"). */
  label: string;
  rowKey: (item: T) => string;
  /** The row's content; it fills the slot (class `slotFill` or its own `height: 100%`). */
  children: (item: T) => ReactNode;
}

/**
 * A study list drawn through the shared WindowedList: every row sits in a slot of the same height
 * (gap included, since the windowed list cannot use a flex gap), so only the rows near the viewport
 * are mounted however long the list.
 */
export function WindowedRows<T>({ items, rowRem, label, rowKey, children }: WindowedRowsProps<T>) {
  return (
    <WindowedList
      items={items}
      rowHeightRem={rowRem}
      className={styles.windowed}
      label={label}
      renderRow={(item) => (
        <li key={rowKey(item)} className={styles.slot}>
          {children(item)}
        </li>
      )}
    />
  );
}
