import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
  type TouchEvent,
} from 'react';
import styles from './Ripple.module.css';

/** A touch that moves more than this many px is a scroll, not a tap: the ripple is cancelled (SPEC §9). */
export const RIPPLE_CANCEL_THRESHOLD = 6;
const RIPPLE_MS = 550;

export function exceedsRippleThreshold(
  start: { x: number; y: number },
  point: { x: number; y: number },
): boolean {
  return Math.hypot(point.x - start.x, point.y - start.y) > RIPPLE_CANCEL_THRESHOLD;
}

interface Wave {
  id: number;
  x: number;
  y: number;
  size: number;
}

export interface RippleHandlers<T extends HTMLElement> {
  onTouchStart: (e: TouchEvent<T>) => void;
  onTouchMove: (e: TouchEvent<T>) => void;
  onTouchEnd: () => void;
  onTouchCancel: () => void;
  onMouseDown: (e: MouseEvent<T>) => void;
}

/**
 * Material-style press ripple. Spread `handlers` on a positioned element and render `ripples` inside
 * it. A touch that moves more than 6 px cancels the ripple, so scrolling a list does not flash rows.
 */
export function useRipple<T extends HTMLElement = HTMLElement>(): {
  handlers: RippleHandlers<T>;
  ripples: ReactNode;
} {
  const [waves, setWaves] = useState<Wave[]>([]);
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const lastTouch = useRef(0);
  const seq = useRef(0);
  const timers = useRef<number[]>([]);

  useEffect(() => () => timers.current.forEach((t) => window.clearTimeout(t)), []);

  const spawn = useCallback((el: HTMLElement, clientX: number, clientY: number) => {
    const rect = el.getBoundingClientRect();
    const size = Math.max(rect.width, rect.height) * 2 || 100;
    const id = ++seq.current;
    setWaves((w) => [
      ...w,
      { id, x: clientX - rect.left - size / 2, y: clientY - rect.top - size / 2, size },
    ]);
    return id;
  }, []);

  const remove = useCallback((id: number) => setWaves((w) => w.filter((x) => x.id !== id)), []);

  const finish = useCallback(
    (id: number) => {
      timers.current.push(window.setTimeout(() => remove(id), RIPPLE_MS));
    },
    [remove],
  );

  const handlers: RippleHandlers<T> = {
    onTouchStart: (e) => {
      const touch = e.touches[0];
      if (!touch) return;
      lastTouch.current = Date.now();
      const id = spawn(e.currentTarget, touch.clientX, touch.clientY);
      start.current = { x: touch.clientX, y: touch.clientY, id };
    },
    onTouchMove: (e) => {
      const touch = e.touches[0];
      const s = start.current;
      if (!touch || !s) return;
      if (exceedsRippleThreshold(s, { x: touch.clientX, y: touch.clientY })) {
        remove(s.id);
        start.current = null;
      }
    },
    onTouchEnd: () => {
      if (start.current) finish(start.current.id);
      start.current = null;
    },
    onTouchCancel: () => {
      if (start.current) remove(start.current.id);
      start.current = null;
    },
    onMouseDown: (e) => {
      // Browsers emulate a mousedown after a touch; one ripple is enough.
      if (Date.now() - lastTouch.current < 800 || e.button !== 0) return;
      finish(spawn(e.currentTarget, e.clientX, e.clientY));
    },
  };

  const ripples = waves.map((w) => (
    <span
      key={w.id}
      className={styles.wave}
      data-ripple=""
      aria-hidden="true"
      style={{ left: w.x, top: w.y, width: w.size, height: w.size }}
    />
  ));

  return { handlers, ripples };
}
