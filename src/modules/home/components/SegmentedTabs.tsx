import styles from './SegmentedTabs.module.css';

export interface SegmentOption<V> {
  value: V;
  label: string;
  /** A count shown beside the label (unread messages of a type). */
  badge?: number;
}

export interface SegmentedTabsProps<V> {
  label: string;
  value: V;
  options: Array<SegmentOption<V>>;
  onChange: (value: V) => void;
  /** Accessible wording of a badge, e.g. "3 unread". */
  badgeLabel?: (count: number) => string;
  /** Many options: one scrolling row instead of equal columns. */
  scrollable?: boolean;
}

/** A row of filter buttons, one of them pressed. */
export function SegmentedTabs<V extends string | number>({
  label,
  value,
  options,
  onChange,
  badgeLabel,
  scrollable,
}: SegmentedTabsProps<V>) {
  return (
    <div role="group" aria-label={label} className={scrollable ? styles.scroll : styles.equal}>
      {options.map((option) => {
        const selected = option.value === value;
        const badge = option.badge ?? 0;
        return (
          <button
            key={String(option.value)}
            type="button"
            aria-pressed={selected}
            className={`${styles.option} ${selected ? styles.selected : ''}`}
            onClick={() => onChange(option.value)}
          >
            {option.label}
            {badge > 0 && (
              <span className={styles.badge}>
                <span aria-hidden="true">{badge > 99 ? '99+' : badge}</span>
                {badgeLabel && <span className="visually-hidden">{badgeLabel(badge)}</span>}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
