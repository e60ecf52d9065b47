import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { Icon } from '../Icon';
import styles from './PullRefresh.module.css';

export const PULL_THRESHOLD = 60;
/** Finger travel is damped so the list moves half as far as the finger. */
const RESISTANCE = 0.5;

export interface PullRefreshProps {
  /** Pull-down refresh; the indicator stays until the promise settles. */
  onRefresh?: () => Promise<unknown> | void;
  /** Pull-up "load more", called a screen before the list's end shows, or when the button is pressed. */
  onLoadMore?: () => Promise<unknown> | void;
  /** Whether there is more to load (default false: no load-more UI). */
  hasMore?: boolean;
  /** Pull distance in px needed to refresh (default 60). */
  threshold?: number;
  children: ReactNode;
  className?: string;
}

type Phase = 'idle' | 'pulling' | 'ready' | 'refreshing';

function scrollTopOf(el: HTMLElement | null): number {
  for (let node = el?.parentElement ?? null; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight) {
      return node.scrollTop;
    }
  }
  return window.scrollY || document.documentElement.scrollTop || 0;
}

/** Pull-down refresh and pull-up load more, with keyboard-reachable buttons for both. */
export function PullRefresh({
  onRefresh,
  onLoadMore,
  hasMore = false,
  threshold = PULL_THRESHOLD,
  children,
  className,
}: PullRefreshProps) {
  const { t } = useTranslation('components');
  const rootRef = useRef<HTMLDivElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const [distance, setDistance] = useState(0);
  const [phase, setPhase] = useState<Phase>('idle');
  const [loadingMore, setLoadingMore] = useState(false);
  const busyMore = useRef(false);
  const latest = useRef({ onRefresh, onLoadMore, hasMore, threshold, phase });
  useEffect(() => {
    latest.current = { onRefresh, onLoadMore, hasMore, threshold, phase };
  });

  const refresh = useCallback(async () => {
    const fn = latest.current.onRefresh;
    if (!fn || latest.current.phase === 'refreshing') return;
    setPhase('refreshing');
    setDistance(threshold);
    try {
      await fn();
    } finally {
      setPhase('idle');
      setDistance(0);
    }
  }, [threshold]);

  const loadMore = useCallback(async () => {
    const { onLoadMore: fn, hasMore: more } = latest.current;
    if (!fn || !more || busyMore.current) return;
    busyMore.current = true;
    setLoadingMore(true);
    try {
      await fn();
    } finally {
      busyMore.current = false;
      setLoadingMore(false);
    }
  }, []);

  // Touch listeners are native so touchmove can be non-passive and stop the browser's own overscroll.
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    let startY: number | null = null;
    let pulled = 0;
    const onStart = (e: TouchEvent) => {
      const touch = e.touches[0];
      if (!touch || !latest.current.onRefresh || latest.current.phase === 'refreshing') return;
      startY = scrollTopOf(root) <= 0 ? touch.clientY : null;
      pulled = 0;
    };
    const onMove = (e: TouchEvent) => {
      const touch = e.touches[0];
      if (startY === null || !touch) return;
      const dy = touch.clientY - startY;
      if (dy <= 0) {
        pulled = 0;
        setDistance(0);
        setPhase('idle');
        return;
      }
      if (e.cancelable) e.preventDefault();
      pulled = dy * RESISTANCE;
      setDistance(pulled);
      setPhase(pulled >= latest.current.threshold ? 'ready' : 'pulling');
    };
    const onEnd = () => {
      if (startY === null) return;
      startY = null;
      if (pulled >= latest.current.threshold) void refresh();
      else {
        setDistance(0);
        setPhase('idle');
      }
    };
    root.addEventListener('touchstart', onStart, { passive: true });
    root.addEventListener('touchmove', onMove, { passive: false });
    root.addEventListener('touchend', onEnd);
    root.addEventListener('touchcancel', onEnd);
    return () => {
      root.removeEventListener('touchstart', onStart);
      root.removeEventListener('touchmove', onMove);
      root.removeEventListener('touchend', onEnd);
      root.removeEventListener('touchcancel', onEnd);
    };
  }, [refresh]);

  // The next page is asked for a screen before the list's end comes into view, so that a fling goes on
  // instead of stopping at the last row while it loads. The root is the page's scroll container: with
  // the viewport as root, a margin below it is clipped away by that container and the page was only
  // asked for once its end showed. Every list's page is taller than a screen, so a page arriving takes
  // the end out of that range again; after a failed page it stays in it, and the button asks again.
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) void loadMore();
      },
      { root: sentinel.closest('[data-page-scroll]'), rootMargin: '0px 0px 100% 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasMore, loadMore]);

  const label =
    phase === 'refreshing' ? t('pull.refreshing') : phase === 'ready' ? t('pull.release') : t('pull.pull');

  return (
    <div ref={rootRef} className={[styles.root, className].filter(Boolean).join(' ')}>
      {onRefresh && (
        <>
          {/* Visible only when focused: keyboard and switch users refresh without a pull gesture. */}
          <button
            type="button"
            className={styles.skip}
            onClick={() => void refresh()}
            disabled={phase === 'refreshing'}
          >
            {t('pull.refresh')}
          </button>
          <div
            className={styles.indicator}
            style={{ height: distance }}
            role="status"
            aria-live="polite"
            data-phase={phase}
          >
            {phase !== 'idle' && (
              <>
                <Icon
                  name="refresh"
                  size={36}
                  spin={phase === 'refreshing'}
                  rotate={phase === 'refreshing' ? undefined : Math.min(distance / threshold, 1) * 270}
                />
                <span>{label}</span>
              </>
            )}
          </div>
        </>
      )}
      {/* Busy while the next page is on its way (the list's own screen is not drawn again for it). */}
      <div className={styles.content} aria-busy={loadingMore || undefined}>
        {children}
      </div>
      {onLoadMore && (
        <div className={styles.footer}>
          <div ref={sentinelRef} className={styles.sentinel} aria-hidden="true" />
          {hasMore ? (
            <button
              type="button"
              className={styles.more}
              onClick={() => void loadMore()}
              disabled={loadingMore}
            >
              {loadingMore ? t('pull.loadingMore') : t('pull.loadMore')}
            </button>
          ) : (
            <p className={styles.end}>{t('pull.noMore')}</p>
          )}
        </div>
      )}
    </div>
  );
}
