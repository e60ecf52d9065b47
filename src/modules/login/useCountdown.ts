import { useCallback, useEffect, useState } from 'react';

/** Seconds before another SMS code may be asked for when the backend does not say (it normally does). */
export const DEFAULT_RESEND_SECONDS = 60;

/**
 * A resend countdown. It counts against the clock rather than ticks, so a phone that throttles timers
 * in the background still shows the right number when the user comes back.
 */
export function useCountdown(): { remaining: number; start: (seconds: number) => void } {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (endsAt === null) return;
    const tick = () => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) setEndsAt(null);
    };
    tick();
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    const length = Number.isFinite(seconds) && seconds > 0 ? seconds : DEFAULT_RESEND_SECONDS;
    setEndsAt(Date.now() + length * 1000);
  }, []);

  return { remaining, start };
}
