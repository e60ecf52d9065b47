import { useId, useState, type ReactNode } from 'react';
import { Icon } from '../Icon';
import styles from './Accordion.module.css';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface AccordionProps {
  items: AccordionItem[];
  /** Allow several panels open at once (default false: opening one closes the others). */
  multiple?: boolean;
  /** Ids open at first (uncontrolled). */
  defaultOpen?: string[];
  /** Controlled open ids. */
  open?: string[];
  onChange?: (open: string[]) => void;
  /** Heading level of the item titles (default 3). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  className?: string;
}

/** Disclosure list: each title is a button with aria-expanded controlling a labelled region. */
export function Accordion({
  items,
  multiple = false,
  defaultOpen = [],
  open,
  onChange,
  headingLevel = 3,
  className,
}: AccordionProps) {
  const baseId = useId();
  const [inner, setInner] = useState<string[]>(defaultOpen);
  const openIds = open ?? inner;
  const Heading = `h${headingLevel}` as const;

  const toggle = (id: string) => {
    const isOpen = openIds.includes(id);
    const next = isOpen ? openIds.filter((x) => x !== id) : multiple ? [...openIds, id] : [id];
    if (open === undefined) setInner(next);
    onChange?.(next);
  };

  return (
    <div className={[styles.accordion, className].filter(Boolean).join(' ')}>
      {items.map((item) => {
        const expanded = openIds.includes(item.id);
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id} className={[styles.item, expanded && styles.expanded].filter(Boolean).join(' ')}>
            <Heading className={styles.heading}>
              <button
                id={buttonId}
                type="button"
                className={styles.button}
                aria-expanded={expanded}
                aria-controls={panelId}
                disabled={item.disabled}
                onClick={() => toggle(item.id)}
              >
                <span className={styles.title}>{item.title}</span>
                <Icon name="chevron-down" size={36} className={styles.chevron} />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className={styles.panel}
              hidden={!expanded}
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
