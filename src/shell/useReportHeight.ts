import { useLayoutEffect, useRef } from 'react';
import { useUiStore } from '@/stores/ui';

type Which = 'headerHeight' | 'footerHeight';
// During a page transition two headers are mounted; the height drops to 0 only when none is left.
const mounted: Record<Which, number> = { headerHeight: 0, footerHeight: 0 };

/** Keeps the header or footer height in the shell state (§3), for screens that size themselves to it. */
export function useReportHeight<T extends HTMLElement>(which: Which) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    mounted[which] += 1;
    useUiStore.getState().setChromeHeights({ [which]: node.offsetHeight });
    return () => {
      mounted[which] -= 1;
      if (mounted[which] === 0) useUiStore.getState().setChromeHeights({ [which]: 0 });
    };
  }, [which]);
  return ref;
}
