import { useQuery } from '@tanstack/react-query';
import { prepareStepsQuery } from '@/api/prepare';
import { keptFromEarlierVisit } from '@/api/queryClient';
import { REFUSAL } from '@/api/schema/codes';
import type { PrepareGate, PrepareStep, PrepareStepKey } from '@/api/schema/prepare';
import { useMissionId } from './mission';

/**
 * The one read of a mission's steps every screen of it shares (StepPage, the home, the write screens).
 * Asked again each time a screen of the mission opens, behind what is shown: the gate moves with what
 * the user did elsewhere (a declaration, the notices, the exam) and with what crew control did.
 */
export function useMissionSteps(missionId: string) {
  return useQuery({ ...prepareStepsQuery(missionId), enabled: missionId !== '', refetchOnMount: 'always' });
}

export interface StepGate {
  /**
   * The business code (api/schema/codes REFUSAL) this step's writes are refused with now, as the backend
   * answered it with the steps: '' when the step can be worked on, null while not known.
   */
  code: string | null;
  /** The steps could not be read: only the backend knows now (it refuses what may not be done). */
  failed: boolean;
  /** The step's own row, when it is one of the user's steps (its time is recorded then). */
  step: PrepareStep | undefined;
}

/**
 * The backend's gate for one step of the mission in the address. A screen of a step the user's crew
 * side does not have (the risk screens for cabin crew) is gated as every step after the notices is: as
 * the exam step, which both sides have.
 */
export function useStepGate(stepId: PrepareStepKey): StepGate {
  const missionId = useMissionId();
  const steps = useMissionSteps(missionId);
  // A `List` of null is the backend's "nothing": no step on record, so none holds this one back.
  const list = steps.data === null ? [] : steps.data;
  const find = (key: PrepareStepKey) => list?.find((candidate) => candidate.stepId === key);
  const step = find(stepId);
  if (!list) return { code: null, failed: Boolean(steps.error) && !steps.isFetching, step };
  // Steps kept from an earlier visit may predate what the user did since (a "not fit" declared just
  // before the app was closed): the gate is not known until this visit's answer comes. With no network
  // that refresh fails, and the kept steps are the gate (the backend decides once the writes are sent).
  if (steps.isFetching && keptFromEarlierVisit(steps.dataUpdatedAt))
    return { code: null, failed: false, step };
  const gated = step ?? (stepId === 'health' || stepId === 'notice' ? undefined : find('exam'));
  return { code: gated?.blockedCode ?? '', failed: false, step };
}

/**
 * Whether a screen offers a write of this step: the gate is open for it, or could not be read (then the
 * backend decides, and its refusal is shown). `afterFinish`: risk feedback and cabin messages are still
 * taken once the preparation is finished.
 */
export function writeOffered(gate: StepGate, options: { afterFinish?: boolean } = {}): boolean {
  if (gate.code === null) return gate.failed;
  return gate.code === '' || (options.afterFinish === true && gate.code === REFUSAL.finished);
}

/** Codes of the gate itself: a screen shows them with the way out rather than as a plain error. */
const GATE_CODES: string[] = [REFUSAL.suspended, REFUSAL.unreadNotices, REFUSAL.closed, REFUSAL.finished];
export const isGateCode = (code: string | undefined): code is string =>
  code !== undefined && GATE_CODES.includes(code);

/** How a mission's state reads on a card or a heading: the gate first, then the progress. */
export function missionStateKey(mission: {
  prepareState: 0 | 1 | 2;
  prepareGate: PrepareGate;
  flightStatus: string;
}) {
  if (mission.prepareGate.state === 'finished' || mission.prepareState === 2)
    return 'state.completed' as const;
  if (mission.prepareGate.state === 'suspended') return 'state.suspended' as const;
  if (mission.prepareGate.state === 'closed')
    return mission.flightStatus === 'cancelled' ? ('state.cancelled' as const) : ('state.closed' as const);
  return mission.prepareState === 1 ? ('state.inProgress' as const) : ('state.notStarted' as const);
}

export const missionStateTone = (key: ReturnType<typeof missionStateKey>) =>
  key === 'state.completed'
    ? 'success'
    : key === 'state.suspended' || key === 'state.closed'
      ? 'danger'
      : key === 'state.inProgress'
        ? 'warning'
        : key === 'state.cancelled'
          ? 'neutral'
          : 'info';
