import { useEffect, useRef } from 'react';
import type { PrepareStepKey } from '@/api/schema/prepare';
import { recordStepTimeOrQueue } from './records';
import { useMissionId } from './mission';
import { useScreenShown } from '@/shell/screenShown';

/** Time is handed to the backend this often while the user reads, so a crash loses at most this much. */
export const STEP_FLUSH_MS = 30_000;
/**
 * The most one record holds (the backend's limit, RECORD_MAX_SECONDS). More gathered between two sends
 * means the timer did not run (a phone asleep without hiding the page): that time was not reading.
 */
export const STEP_RECORD_MAX_SECONDS = 60;

/**
 * Whether a step's time may be sent: the gate is open for it (`true`), closed (`false`: nothing is
 * recorded), or not known yet (`null`: kept steps of an earlier visit wait for this visit's answer).
 */
export type StepRecording = boolean | null;

/**
 * Counts the time the user spends on a preparation step's screen and records it
 * (AddOrUpdateStepRecord adds `spentSeconds` to the step), so that the minutes reached grow as the
 * user reads. Only visible time counts: a hidden tab or a locked phone stops the clock. The time is
 * sent every STEP_FLUSH_MS, when the page is hidden and when the screen is left; the backend counts no
 * more than has passed, so one record never holds more than STEP_RECORD_MAX_SECONDS. A screen kept
 * behind the next one (a notice opened from the step's list) counts nothing until it is shown again.
 *
 * The clock runs from the screen's opening whatever the gate says: time read while the gate is not
 * known yet (a start that drew the kept steps and asks for them again) is held, and sent once the gate
 * is open, or as the screen is left with the gate still unknown (the backend decides then). A closed
 * gate records nothing, and what was held is dropped.
 */
export function useStepTimer(stepId: PrepareStepKey, recording: StepRecording): void {
  const missionId = useMissionId();
  const since = useRef<number | null>(null);
  const pending = useRef(0);
  const shown = useScreenShown();
  // Read when the time is sent, not a reason to start counting again.
  const recordingNow = useRef(recording);
  recordingNow.current = recording;

  useEffect(() => {
    if (!missionId || !shown) return;
    const visible = () => typeof document === 'undefined' || document.visibilityState === 'visible';
    since.current = visible() ? Date.now() : null;
    pending.current = 0;

    const collect = () => {
      if (since.current !== null) {
        pending.current += Date.now() - since.current;
        since.current = visible() ? Date.now() : null;
      }
    };
    const flush = (leaving = false) => {
      collect();
      if (recordingNow.current === false) pending.current = 0;
      if (recordingNow.current === false || (recordingNow.current === null && !leaving)) return;
      const seconds = Math.min(Math.floor(pending.current / 1000), STEP_RECORD_MAX_SECONDS);
      if (seconds < 1) return;
      pending.current = Math.min(pending.current - seconds * 1000, 999);
      // With no network the record waits in the queue (api/writes). A refused record (suspended,
      // unread notices) is the screen's to explain; time is not retried.
      void recordStepTimeOrQueue({ missionId, stepId, spentSeconds: seconds }).catch(() => undefined);
    };
    const onVisibility = () => {
      if (visible()) since.current = Date.now();
      else flush();
    };
    // The page going away (the app closed) leaves the screen too.
    const leave = () => flush(true);
    const timer = window.setInterval(() => flush(), STEP_FLUSH_MS);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', leave);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [missionId, stepId, shown]);
}
