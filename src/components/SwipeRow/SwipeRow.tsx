import {
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type TouchEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n';
import styles from './SwipeRow.module.css';

export interface SwipeAction {
  key: string;
  label: ReactNode;
  onClick: () => void;
  tone?: 'danger' | 'primary' | 'default';
}

export interface SwipeRowProps {
  actions: SwipeAction[];
  children: ReactNode;
  /** Close the row after an action runs (default true). */
  closeOnAction?: boolean;
  className?: string;
}

/** Horizontal travel before a touch counts as a swipe rather than a tap or a vertical scroll. */
const SWIPE_SLOP = 10;

/**
 * A list row that reveals its actions when swiped left. The actions are real buttons after the content
 * in tab order: focusing one slides the row open, Escape or leaving the row closes it.
 */
export function SwipeRow({ actions, children, closeOnAction = true, className }: SwipeRowProps) {
  const { t } = useTranslation('components');
  const rootRef = useRef<HTMLDivElement>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [drag, setDrag] = useState<number | null>(null);
  const gesture = useRef<{ x: number; y: number; base: number; horizontal: boolean | null } | null>(null);
  const width = () => actionsRef.current?.offsetWidth || 0;

  // Close when something outside the row is touched.
  useEffect(() => {
    if (!open) return;
    const onOutside = (e: Event) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('touchstart', onOutside, { passive: true });
    document.addEventListener('mousedown', onOutside);
    return () => {
      document.removeEventListener('touchstart', onOutside);
      document.removeEventListener('mousedown', onOutside);
    };
  }, [open]);

  const onTouchStart = (e: TouchEvent) => {
    const touch = e.touches[0];
    if (!touch) return;
    gesture.current = { x: touch.clientX, y: touch.clientY, base: open ? -width() : 0, horizontal: null };
  };
  const onTouchMove = (e: TouchEvent) => {
    const g = gesture.current;
    const touch = e.touches[0];
    if (!g || !touch) return;
    const dx = touch.clientX - g.x;
    const dy = touch.clientY - g.y;
    if (g.horizontal === null) {
      if (Math.abs(dx) < SWIPE_SLOP && Math.abs(dy) < SWIPE_SLOP) return;
      g.horizontal = Math.abs(dx) > Math.abs(dy);
    }
    if (!g.horizontal) return;
    setDrag(Math.min(0, Math.max(-width(), g.base + dx)));
  };
  const onTouchEnd = () => {
    const g = gesture.current;
    gesture.current = null;
    if (!g || !g.horizontal || drag === null) {
      setDrag(null);
      return;
    }
    // Past half of the actions' width it snaps open, otherwise closed.
    setOpen(-drag > width() / 2);
    setDrag(null);
  };

  const onFocus = (e: FocusEvent) => {
    if (actionsRef.current?.contains(e.target as Node)) setOpen(true);
  };
  const onBlur = (e: FocusEvent) => {
    if (!rootRef.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      e.stopPropagation();
      setOpen(false);
    }
  };

  const offset = drag ?? (open ? -width() : 0);

  return (
    <div
      ref={rootRef}
      className={[styles.row, open && styles.open, className].filter(Boolean).join(' ')}
      data-open={open || undefined}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <div
        className={[styles.content, drag !== null && styles.dragging].filter(Boolean).join(' ')}
        style={offset ? { transform: `translateX(${offset}px)` } : undefined}
        onTouchStart={onTouchStart}
        onTouchMove={onTouchMove}
        onTouchEnd={onTouchEnd}
        onTouchCancel={onTouchEnd}
        onClickCapture={(e) => {
          // A tap on an open row closes it instead of activating the content.
          if (open) {
            e.stopPropagation();
            e.preventDefault();
            setOpen(false);
          }
        }}
      >
        {children}
      </div>
      <div ref={actionsRef} className={styles.actions} role="group" aria-label={t('swipe.actions')}>
        {actions.map((a) => (
          <button
            key={a.key}
            type="button"
            className={[styles.action, styles[a.tone ?? 'default']].filter(Boolean).join(' ')}
            onClick={() => {
              a.onClick();
              if (closeOnAction) setOpen(false);
            }}
          >
            {a.label}
          </button>
        ))}
      </div>
    </div>
  );
}
