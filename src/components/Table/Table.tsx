import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n';
import styles from './Table.module.css';

export interface TableRow {
  id: string | number;
  /** Shows a checkbox for this row. */
  selectable?: boolean;
  /** Initially selected. */
  selected?: boolean;
  [key: string]: unknown;
}

export interface TableColumn<R extends TableRow = TableRow> {
  key: string;
  /** Header text. */
  value: ReactNode;
  /** A hint under the header. */
  tips?: ReactNode;
  /** Extra class of the header and body cells of this column. */
  class?: string;
  /** 'button' renders a button in each cell. */
  type?: 'button';
  /** Text of the button (default: the cell value). */
  buttonText?: ReactNode;
  /** Called when the button of a row is pressed. */
  event?: (row: R, rowIndex: number) => void;
}

export interface TableProps<R extends TableRow = TableRow> {
  columns: TableColumn<R>[];
  rows: R[];
  /** Accessible name of the table (shown as its caption). */
  caption?: ReactNode;
  /** Hide the caption visually but keep it for screen readers. */
  hideCaption?: boolean;
  /** Called with the selected row ids whenever the selection changes. */
  onSelectionChange?: (ids: Array<R['id']>, rows: R[]) => void;
  /** Shown in a single row when there are no rows. */
  emptyText?: ReactNode;
  className?: string;
}

/** Renders a cell value; arrays are joined by line breaks (SPEC §3). */
export function renderCell(value: unknown): ReactNode {
  if (Array.isArray(value)) {
    return value.map((v, i) => (
      <Fragment key={i}>
        {i > 0 && <br />}
        {v === null || v === undefined ? '' : String(v)}
      </Fragment>
    ));
  }
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return String((value as { toString(): string }).toString());
  return String(value);
}

const initialSelection = <R extends TableRow>(rows: R[]) =>
  new Set<R['id']>(rows.filter((r) => r.selectable && r.selected).map((r) => r.id));

/** Data table that scrolls sideways inside its own wrapper, never the page. */
export function Table<R extends TableRow = TableRow>({
  columns,
  rows,
  caption,
  hideCaption,
  onSelectionChange,
  emptyText,
  className,
}: TableProps<R>) {
  const { t } = useTranslation('components');
  const [selected, setSelected] = useState(() => initialSelection(rows));
  // Rows whose ids or selection flags change reset the selection to what they say. Compared by content,
  // not identity, so callers may build `rows` inline on every render.
  const signature = rows.map((r) => `${String(r.id)}:${r.selectable ? 1 : 0}${r.selected ? 1 : 0}`).join('|');
  const [seen, setSeen] = useState(signature);
  if (seen !== signature) {
    setSeen(signature);
    setSelected(initialSelection(rows));
  }

  const hasSelection = rows.some((r) => r.selectable);
  const selectableRows = rows.filter((r) => r.selectable);
  const allSelected = selectableRows.length > 0 && selectableRows.every((r) => selected.has(r.id));

  const commit = (next: Set<R['id']>) => {
    setSelected(next);
    onSelectionChange?.(
      rows.filter((r) => next.has(r.id)).map((r) => r.id),
      rows.filter((r) => next.has(r.id)),
    );
  };

  const toggleRow = (row: R) => {
    const next = new Set(selected);
    if (next.has(row.id)) next.delete(row.id);
    else next.add(row.id);
    commit(next);
  };

  const toggleAll = () => commit(allSelected ? new Set() : new Set(selectableRows.map((r) => r.id)));

  return (
    <div
      className={[styles.scroll, className].filter(Boolean).join(' ')}
      role="region"
      aria-label={typeof caption === 'string' ? caption : t('table.scroll')}
      // Focusable so keyboard users can scroll it sideways.
      tabIndex={0}
    >
      <table className={styles.table}>
        {caption !== undefined && (
          <caption className={hideCaption ? 'visually-hidden' : styles.caption}>{caption}</caption>
        )}
        <thead>
          <tr>
            {hasSelection && (
              <th scope="col" className={styles.selectCell}>
                <input
                  type="checkbox"
                  className={styles.checkbox}
                  checked={allSelected}
                  onChange={toggleAll}
                  aria-label={t('table.selectAll')}
                />
              </th>
            )}
            {columns.map((col) => (
              <th key={col.key} scope="col" className={[styles.th, col.class].filter(Boolean).join(' ')}>
                <span>{col.value}</span>
                {col.tips !== undefined && <span className={styles.tips}>{col.tips}</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td className={styles.empty} colSpan={columns.length + (hasSelection ? 1 : 0)}>
                {emptyText ?? t('table.empty')}
              </td>
            </tr>
          )}
          {rows.map((row, rowIndex) => {
            const isSelected = selected.has(row.id);
            return (
              <tr key={row.id} className={isSelected ? styles.selected : undefined}>
                {hasSelection && (
                  <td className={styles.selectCell}>
                    {row.selectable && (
                      <input
                        type="checkbox"
                        className={styles.checkbox}
                        checked={isSelected}
                        onChange={() => toggleRow(row)}
                        aria-label={t('table.selectRow', { index: rowIndex + 1 })}
                      />
                    )}
                  </td>
                )}
                {columns.map((col) => (
                  <td key={col.key} className={[styles.td, col.class].filter(Boolean).join(' ')}>
                    {col.type === 'button' ? (
                      <button
                        type="button"
                        className={styles.button}
                        onClick={() => col.event?.(row, rowIndex)}
                      >
                        {col.buttonText ?? renderCell(row[col.key])}
                      </button>
                    ) : (
                      renderCell(row[col.key])
                    )}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
