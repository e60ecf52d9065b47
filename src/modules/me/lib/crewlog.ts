import type { CrewLogRole } from '@/api/schema/crewlog';
import { readClockTime } from '@/lib/clockTime';

/** The crew log form as typed (numbers stay text until sent). */
export interface CrewLogForm {
  blockOffTime: string;
  takeOffTime: string;
  landingTime: string;
  blockOnTime: string;
  role: CrewLogRole;
  landings: string;
  nightMinutes: string;
  instrumentMinutes: string;
  remarks: string;
}

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
/** Minutes from a to b on a 24-hour clock (a sector may cross midnight). */
const span = (a: string, b: string) => (minutes(b) - minutes(a) + 1440) % 1440;

export type CrewLogProblem = 'timeInvalid' | 'orderInvalid' | 'landingsInvalid';

/** What the client can check before sending; the backend checks the rest and says so. */
export function crewLogProblem(form: CrewLogForm): CrewLogProblem | null {
  const times = [form.blockOffTime, form.takeOffTime, form.landingTime, form.blockOnTime].map(readClockTime);
  if (!times.every((t) => t !== null)) return 'timeInvalid';
  const [off, to, ldg, on] = times as [string, string, string, string];
  const block = span(off, on);
  if (block === 0 || span(off, to) > span(off, ldg) || span(off, ldg) > block) return 'orderInvalid';
  if (form.role === 'PF' && !(Number(form.landings) >= 1)) return 'landingsInvalid';
  return null;
}
