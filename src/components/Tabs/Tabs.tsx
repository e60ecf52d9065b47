import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './Tabs.module.css';

export interface TabsProps<K extends string> {
  /** Accessible name of the tab list. */
  label: string;
  tabs: Array<{ key: K; label: ReactNode }>;
  value: K;
  onChange: (key: K) => void;
  /** The content of the chosen tab. */
  children: ReactNode;
  className?: string;
  panelClassName?: string;
}

const STEPS: Record<string, 1 | -1> = { ArrowRight: 1, ArrowLeft: -1 };

/**
 * Tabs over one panel (login modes, a flight's detail panels): the chosen tab is the one tab stop,
 * arrow keys move to the next or previous tab and show it, Home and End to the first and last.
 */
export function Tabs<K extends string>({
  label,
  tabs,
  value,
  onChange,
  children,
  className,
  panelClassName,
}: TabsProps<K>) {
  const baseId = useId();
  const buttons = useRef<Partial<Record<K, HTMLButtonElement | null>>>({});
  const tabId = (key: K) => `${baseId}-tab-${key}`;
  const panelId = `${baseId}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = tabs.findIndex((tab) => tab.key === value);
    const step = STEPS[event.key];
    let next: number | undefined;
    if (step) next = (at + step + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    const key = next === undefined ? undefined : tabs[next]?.key;
    if (key === undefined) return;
    event.preventDefault();
    if (key !== value) onChange(key);
    buttons.current[key]?.focus();
  };

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className={styles.list} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.key}
            ref={(node) => {
              buttons.current[tab.key] = node;
            }}
            id={tabId(tab.key)}
            type="button"
            role="tab"
            aria-selected={tab.key === value}
            aria-controls={panelId}
            tabIndex={tab.key === value ? 0 : -1}
            className={styles.tab}
            onClick={() => tab.key !== value && onChange(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(value)} className={panelClassName}>
        {children}
      </div>
    </div>
  );
}
