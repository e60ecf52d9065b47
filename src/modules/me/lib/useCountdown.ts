import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left before a code may be sent again. It reads the clock on every tick instead of counting
 * ticks, so a phone that slows background timers still shows the right number.
 */
export function useResendCountdown(): { remaining: number; start: (seconds: number) => void } {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [until]);
  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setUntil(current + seconds * 1000);
  }, []);
  return { remaining: Math.max(0, Math.ceil((until - now) / 1000)), start };
}
