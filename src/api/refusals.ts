import { defineStrings, i18n, registerStrings } from '@/i18n';
import { REFUSAL } from './schema/codes';

/**
 * The backend's refusals by business code (api/schema/codes), in the user's language: the screens that
 * send a refused write (preparation, study exams) and the bar of writes queued offline show these words,
 * never the backend's Chinese Message, for a code they know. Namespace 'refusal', loaded with the first
 * screen that imports it (not at start-up).
 */
export const strings = defineStrings(
  {
    examPassed: '您已通过该考试，无需再次答题',
    examNotOpen: '考试尚未开始，请在开考后参加',
    examNotListed: '您不在该考试的考生名单中',
    examNoAttempt: '这份答卷已交过或已失效，请重新开始考试',
    suspended: '您已申报不适宜飞行，后续准备步骤已暂停',
    unreadNotices: '您还有未读的通告，请阅读后再继续',
    notDeclared: '请先完成身体状况申报',
    minutes: '在线准备需达到 {{count}} 分钟才能完成',
    minutesUnknown: '在线准备时间尚未达到要求',
    examNotPassed: '请先通过本航班的准备考试',
    stepsOpen: '以下准备步骤尚未进行：{{steps}}',
    stepsOpenUnknown: '还有准备步骤尚未进行',
    closed: '航班已起飞，本次在线准备未按时完成，已关闭',
    finished: '本航班的在线准备已完成，不再记录',
    declared: '申报已提交，不能更改；如身体状况有变化，请联系机组调度',
    timeNotElapsed: '记录的准备时间多于实际经过的时间，未被计入',
    stepMaxReached: '该步骤计入的准备时间已达上限，请继续其他步骤',
  },
  {
    examPassed: 'You have already passed this exam; there is no need to take it again.',
    examNotOpen: 'This exam has not opened yet.',
    examNotListed: 'You are not a candidate of this exam.',
    examNoAttempt: 'This answer sheet was handed in already or has expired. Start the exam again.',
    suspended: 'You declared yourself not fit to fly: the later preparation steps are suspended.',
    unreadNotices: 'You still have unread notices. Please read them before continuing.',
    notDeclared: 'Declare your fitness first.',
    minutes: 'Online preparation must reach {{count}} minutes to complete.',
    minutesUnknown: 'Online preparation has not reached its required minutes yet.',
    examNotPassed: "Pass this flight's pre-flight exam first.",
    stepsOpen: 'These steps have not been worked on yet: {{steps}}',
    stepsOpenUnknown: 'Some preparation steps have not been worked on yet.',
    closed: 'The flight has left: this preparation was not completed in time and is closed.',
    finished: "This flight's preparation is completed; nothing more is recorded.",
    declared:
      'Your declaration is final and cannot be changed. If your condition changes, call crew control.',
    timeNotElapsed: 'The time recorded is more than the time that has passed, so it was not counted.',
    stepMaxReached: 'This step already counts its most time. Go on with the other steps.',
  },
);

registerStrings('refusal', strings);

type RefusalName = keyof typeof REFUSAL;
const NAME_OF = new Map<string, RefusalName>(
  Object.entries(REFUSAL).map(([name, code]) => [code, name as RefusalName]),
);

/** The name of a business code the app knows (REFUSAL), or undefined. */
export const refusalName = (code: string | undefined): RefusalName | undefined =>
  code === undefined ? undefined : NAME_OF.get(code);

/**
 * A refusal in the user's language: the words of its business code, with the figures the screen knows
 * (`count`: required minutes; `steps`: the steps not worked on, already in the user's language). Null for
 * a code the app does not know: the caller shows the backend's own words then.
 */
export function refusalText(
  failure: { code?: string } | null | undefined,
  values: { count?: number; steps?: string } = {},
): string | null {
  const name = refusalName(failure?.code);
  if (!name) return null;
  const t = i18n.getFixedT(null, 'refusal');
  if (name === 'minutes')
    return values.count === undefined ? t('minutesUnknown') : t('minutes', { count: values.count });
  if (name === 'stepsOpen')
    return values.steps ? t('stepsOpen', { steps: values.steps }) : t('stepsOpenUnknown');
  return t(name);
}
