import { useEffect, useRef } from 'react';
import { useUiStore } from '@/stores/ui';

type Which = 'headerHeight' | 'footerHeight';
// During a page transition two headers are mounted; the height drops to 0 only when none is left.
const mounted: Record<Which, number> = { headerHeight: 0, footerHeight: 0 };

/**
 * Keeps the header or footer height in the shell state (§3), for screens that size themselves to it,
 * and keeps it current (a larger text size, a wrapped title). Measured by a ResizeObserver, after the
 * browser's own layout: reading the height while React committed the first screen forced an extra
 * layout of the whole screen in the middle of its first render.
 */
export function useReportHeight<T extends HTMLElement>(which: Which) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    mounted[which] += 1;
    const report = () => useUiStore.getState().setChromeHeights({ [which]: node.offsetHeight });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(report);
    observer?.observe(node);
    return () => {
      observer?.disconnect();
      mounted[which] -= 1;
      if (mounted[which] === 0) useUiStore.getState().setChromeHeights({ [which]: 0 });
    };
  }, [which]);
  return ref;
}
