/**
 * The pre-flight exam (getexamlist / submitexam / GetPreExamRecord). It belongs to the flight: one exam
 * per user and mission, and passing it completes that mission's exam step only. Each attempt draws
 * QUESTIONS_PER_ATTEMPT questions from the crew side's pool in a new order; 8 correct answers pass (§9).
 * The right answers and explanations leave the server only once the exam is passed: a failed attempt
 * says which questions were wrong, not what was right.
 */
import type { Flight } from '@/api/schema/dynamics';
import type { ExamDetail, ExamQuestion, ExamResult, QuestionType } from '@/api/schema/flightdata';
import { REFUSAL } from '@/api/schema/codes';
import { MockFailure } from '../lib/route';
import { beijingText } from './clock';
import { examAttempt, recordExam, setExamDraw, type ExamAttempt } from './flightdata-state';
import { createRng, pad } from './random';
import type { MockUser } from './users';

export interface BankQuestion extends ExamQuestion {
  answer: string[];
  explanation: string;
}

const JUDGE = [
  { key: 'A', text: '正确' },
  { key: 'B', text: '错误' },
];
type Q = [QuestionType, string, string[], string, string];
const q = ([type, stem, options, answer, explanation]: Q, id: string): BankQuestion => ({
  id,
  type,
  stem,
  options: type === 'judge' ? JUDGE : options.map((text, i) => ({ key: String.fromCharCode(65 + i), text })),
  answer: answer.split(''),
  explanation,
});

const PILOT: Q[] = [
  [
    'single',
    '除冰/防冰液保持时间从何时开始计算？',
    ['除冰开始时', '最后一步防冰液开始喷洒时', '滑出时', '起飞时'],
    'B',
    '保持时间从最后一步液体开始喷洒时计算。',
  ],
  [
    'single',
    '跑道视程（RVR）低于多少米时实施低能见度程序（LVP）？',
    ['1500 米', '800 米', '550 米', '2000 米'],
    'C',
    '一般 RVR 低于 550 米或云底高低于 60 米时实施 LVP。',
  ],
  [
    'multiple',
    '以下哪些情况属于必须进行污染检查的条件？',
    ['有冻雨', '机翼有霜', '地面温度低于 0℃且有降水', '晴天气温 20℃'],
    'ABC',
    '可能结冰的条件下均须检查。',
  ],
  [
    'judge',
    '在已知结冰条件下，MEL 保留了备用空速管加温的飞机可以签派。',
    [],
    'B',
    'MEL 规定禁止在已知结冰条件下签派。',
  ],
  [
    'single',
    '冷天温度修正适用于机场温度低于多少时？',
    ['10℃', '0℃', '-10℃', '-20℃'],
    'B',
    '公司规定机场温度低于 0℃ 时对最低高度进行温度修正。',
  ],
  [
    'multiple',
    'RVSM 空域运行必须工作正常的设备有：',
    ['两套独立高度测量系统', '自动高度保持', '高度告警系统', '气象雷达'],
    'ABC',
    'RVSM 运行要求两套高度表、自动驾驶高度保持和高度告警。',
  ],
  ['judge', '复飞时应首先建立复飞姿态和推力，再收起落架。', [], 'A', '先姿态推力，正上升率后收轮。'],
  [
    'single',
    'TCAS 发布 RA 时，飞行员应：',
    ['等待管制指令', '按 RA 指令操纵并报告管制', '只看不动', '关闭 TCAS'],
    'B',
    'RA 优先于管制指令，机动后报告。',
  ],
  [
    'single',
    '高高原机场是指海拔高度在多少米以上的机场？',
    ['1500 米', '2438 米', '3000 米', '3500 米'],
    'B',
    '海拔 2438 米（8000 英尺）及以上为高高原机场。',
  ],
  [
    'multiple',
    '风切变的主要征兆包括：',
    ['空速突变超过 15 节', '垂直速度异常变化', '俯仰姿态变化', '客舱温度升高'],
    'ABC',
    '速度、垂直速度和姿态的异常变化都是风切变征兆。',
  ],
  ['judge', '在滑行中未得到许可时可以穿越跑道等待位置。', [], 'B', '必须得到明确许可并复诵后才能穿越。'],
  [
    'single',
    '疲劳风险管理中，机组成员感到疲劳时应：',
    ['继续执行任务', '主动报告并申请调整', '饮用咖啡后继续', '不告诉任何人'],
    'B',
    '疲劳时应主动报告。',
  ],
  [
    'multiple',
    '起飞前简令应包括：',
    ['起飞中断决断', '发动机失效程序', '离场程序', '餐食安排'],
    'ABC',
    '简令聚焦于运行安全相关内容。',
  ],
  ['judge', '遇雷暴绕飞时，应与雷暴单体保持至少 20 海里的横向距离。', [], 'A', '公司规定至少 20 海里。'],
  [
    'single',
    'V1 速度的含义是：',
    ['起飞决断速度', '抬轮速度', '起飞安全速度', '最小操纵速度'],
    'A',
    'V1 为起飞决断速度，超过 V1 后应继续起飞。',
  ],
  [
    'judge',
    '实施 II 类运行时，机长和副驾驶都必须具备 II 类运行资格。',
    [],
    'A',
    'II 类运行要求机组双方具备资格，飞机和机场满足条件。',
  ],
  [
    'multiple',
    '以下哪些属于稳定进近的标准？',
    ['在正确的下滑路径上', '只需要小的航向和俯仰修正', '推力设置适合飞机构型', '下降率超过 1500 英尺/分钟'],
    'ABC',
    '稳定进近的下降率一般不大于 1000 英尺/分钟。',
  ],
  [
    'single',
    '仪表气象条件下，1000 英尺时未达到稳定进近标准，应：',
    ['继续进近，500 英尺再评估', '立即复飞', '改为目视进近', '请求管制引导后继续'],
    'B',
    '公司规定仪表气象条件下 1000 英尺未稳定必须复飞。',
  ],
  [
    'single',
    '预计着陆时剩余燃油将低于最后储备油量，机组应宣布：',
    ['MINIMUM FUEL', 'MAYDAY FUEL', 'PAN PAN', '无需宣布'],
    'B',
    '预计着陆剩油低于最后储备油量时宣布 MAYDAY FUEL。',
  ],
  [
    'judge',
    '驾驶舱“无菌期”包括滑行、起飞、着陆和 10000 英尺以下的飞行阶段。',
    [],
    'A',
    '无菌期内禁止与飞行无关的交谈和活动。',
  ],
  [
    'multiple',
    '起飞前必须交叉检查的性能数据包括：',
    ['起飞重量', '减推力（灵活温度）设置', 'V1、VR、V2', '客舱餐食数量'],
    'ABC',
    '性能数据错误是起飞擦尾和冲出跑道的常见原因。',
  ],
  [
    'single',
    '在跑道入侵风险高的机场滑行时，机组应：',
    ['加快滑行速度', '双人确认滑行许可和路线，对照机场图', '由副驾驶单独监控', '关闭滑行灯'],
    'B',
    '双人确认并对照机场图，不确定时停住并询问管制。',
  ],
];

const CABIN: Q[] = [
  [
    'single',
    '客舱释压时，乘务员首先应：',
    ['继续服务', '就近坐下戴上氧气面罩', '去驾驶舱报告', '广播通知旅客'],
    'B',
    '先自救，再救人。',
  ],
  [
    'single',
    '充电宝起火时应使用：',
    ['干粉灭火器后放置原处', '水或不可燃液体降温', '塑料袋包裹', '打开舱门'],
    'B',
    '锂电池起火用水或不可燃液体持续降温。',
  ],
  [
    'multiple',
    '应急撤离时乘务员的口令包括：',
    ['解开安全带', '到这边来', '跳、滑', '请出示登机牌'],
    'ABC',
    '撤离口令简短有力。',
  ],
  ['judge', '颠簸时乘务员应立即停止服务并就近坐好系好安全带。', [], 'A', '安全第一。'],
  [
    'single',
    '机上旅客突发疾病，乘务员首先应：',
    ['广播寻找医生并报告机长', '让旅客自行休息', '给旅客服药', '忽略'],
    'A',
    '广播寻医并报告机长。',
  ],
  [
    'multiple',
    '出口座位旅客应满足：',
    ['年满 15 周岁', '能理解中文或英文指令', '有能力协助撤离', '携带婴儿'],
    'ABC',
    '携带婴儿的旅客不能坐出口座位。',
  ],
  ['judge', '飞机滑行过程中，旅客可以站起取行李。', [], 'B', '滑行时旅客必须坐好系好安全带。'],
  [
    'single',
    '除冰期间，乘务员应：',
    ['打开舱门通风', '关闭舱门，暂停客舱服务并告知旅客', '让旅客下机', '开启厨房设备'],
    'B',
    '除冰期间保持舱门关闭。',
  ],
  [
    'single',
    '客舱烟雾处置的第一步是：',
    ['寻找烟源并报告机长', '打开所有出口', '广播撤离', '关闭照明'],
    'A',
    '先确认烟源并报告机长。',
  ],
  [
    'multiple',
    '航前客舱安全检查包括：',
    ['应急设备在位', '厕所无可疑物', '出口通道畅通', '机长的飞行计划'],
    'ABC',
    '飞行计划由机组负责。',
  ],
  ['judge', '无陪儿童应安排在靠近乘务员工作区域的座位。', [], 'A', '便于照顾。'],
  [
    'single',
    '防劫机处置中，乘务员应首先：',
    ['与劫机者争吵', '设法通知驾驶舱', '打开驾驶舱门', '离开飞机'],
    'B',
    '第一时间通知驾驶舱。',
  ],
  [
    'multiple',
    '以下物品属于禁止随身携带的危险品：',
    ['打火机（超过规定数量）', '喷雾杀虫剂', '额定能量超过 160Wh 的充电宝', '笔记本电脑'],
    'ABC',
    '笔记本电脑可随身携带。',
  ],
  ['judge', '旅客酗酒闹事时，乘务员可以继续为其提供含酒精饮料。', [], 'B', '应停止提供酒精饮料并报告。'],
  [
    'single',
    '乘务长向机长报告“客舱准备完毕”应在：',
    ['旅客登机前', '关闭舱门并完成客舱安全检查后', '飞机落地后', '巡航阶段'],
    'B',
    '舱门关闭、安全检查完成后报告机长。',
  ],
  [
    'judge',
    '坐在应急出口座位的旅客必须听取乘务员的出口座位介绍。',
    [],
    'A',
    '出口座位旅客须愿意并能够协助撤离。',
  ],
  [
    'multiple',
    '机上灭火三人小组的分工是：',
    ['灭火者', '通讯员', '援助者', '旅客代表'],
    'ABC',
    '灭火者、通讯员、援助者协同处置。',
  ],
  [
    'single',
    '机上使用自动体外除颤器（AED）前，首先应：',
    ['确认现场安全，检查患者反应和呼吸', '给患者喂水', '等待落地后处理', '让旅客自行处理'],
    'A',
    '先确认安全和患者状况，再按 AED 提示操作。',
  ],
  [
    'single',
    '使用便携式氧气瓶时，周围多大范围内禁止吸烟和明火？',
    ['1 米', '3 米', '10 米', '无限制'],
    'B',
    '氧气使用区域 3 米内禁止明火。',
  ],
  ['judge', '无人陪伴儿童落地后可以自行离开飞机。', [], 'B', '须交接给地面服务人员并签字。'],
  [
    'multiple',
    '遇中度以上颠簸时，乘务员应：',
    ['固定餐车和厨房设备', '检查旅客系好安全带', '就近坐好系好安全带', '继续提供热饮'],
    'ABC',
    '颠簸中停止热饮服务。',
  ],
  [
    'single',
    '发现旅客携带疑似危险品时，乘务员应：',
    ['自行处理后丢弃', '报告乘务长和机长，按危险品处置程序处理', '交还旅客保管', '不予理会'],
    'B',
    '按危险品应急处置程序处理并报告机长。',
  ],
];

/** The pool of each crew side: every attempt draws its questions from it. */
export const PREFLIGHT_POOLS: Record<'F' | 'C', BankQuestion[]> = {
  F: PILOT.map((x, i) => q(x, `QP${pad(i + 1, 3)}`)),
  C: CABIN.map((x, i) => q(x, `QC${pad(i + 1, 3)}`)),
};

export const PASS_COUNT = 8;
export const QUESTIONS_PER_ATTEMPT = 12;
export const PASSED_ALREADY = '您已通过本航班的准备考试，无需再次答题';

const sideOf = (user: MockUser): 'F' | 'C' => (user.type === 'F' ? 'F' : 'C');

/** The exam of one mission: one per user and mission. */
export const examIdOf = (missionId: string) => `PF-${missionId}`;

export const examTitle = (user: MockUser, flight: Flight) =>
  `航前准备考试（${sideOf(user) === 'F' ? '飞行' : '客舱'}）${flight.flightNo}`;

export function findPoolQuestion(id: string): BankQuestion | undefined {
  return PREFLIGHT_POOLS.F.find((x) => x.id === id) ?? PREFLIGHT_POOLS.C.find((x) => x.id === id);
}

/** The user's exam of this mission as far as it went (undefined before the first draw). */
export const missionExam = (user: MockUser, missionId: string): ExamAttempt | undefined =>
  examAttempt(user.id, examIdOf(missionId));

export const examPassed = (user: MockUser, missionId: string): boolean =>
  missionExam(user, missionId)?.passed ?? false;

/**
 * The questions of the attempt open now, drawn when none is open: QUESTIONS_PER_ATTEMPT of the pool in
 * an order of their own for this user, mission and attempt (a retake is a new draw). The draw is kept,
 * so a reload shows the same sheet. Only called when the exam may be started (the gate is open).
 */
export function openAttempt(user: MockUser, flight: Flight): BankQuestion[] {
  const state = missionExam(user, flight.id);
  if (state?.passed) throw new MockFailure(PASSED_ALREADY, REFUSAL.examPassed);
  const kept = (state?.draw ?? []).flatMap((id) => findPoolQuestion(id) ?? []);
  if (kept.length > 0) return kept;
  const attemptNo = (state?.attempts ?? 0) + 1;
  const rng = createRng(`preflight-${user.id}-${flight.id}-${attemptNo}`);
  const drawn = rng.shuffle(PREFLIGHT_POOLS[sideOf(user)]).slice(0, QUESTIONS_PER_ATTEMPT);
  setExamDraw(
    user.id,
    examIdOf(flight.id),
    drawn.map((x) => x.id),
  );
  return drawn;
}

/** Keys of an answer as sent ("AC", "A,C", ["A","C"]), upper-cased and sorted. */
function keysOf(raw: unknown): string[] {
  const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
  return (Array.isArray(raw) ? raw.map(text) : text(raw).split(/[,\s]*/))
    .map((k) => k.trim().toUpperCase())
    .filter(Boolean)
    .sort();
}

/** A question of a marked attempt; the right answer and the explanation only once the exam is passed. */
function detailOf(question: BankQuestion, yourAnswer: string[], passed: boolean): ExamDetail {
  const right = yourAnswer.join() === [...question.answer].sort().join();
  return {
    questionId: question.id,
    type: question.type,
    stem: question.stem,
    options: question.options,
    yourAnswer,
    right,
    ...(passed ? { correctAnswer: [...question.answer].sort(), explanation: question.explanation } : {}),
  };
}

/** The details of an attempt as the user may see them now (answers shown once the exam is passed). */
export function detailsSeen(state: ExamAttempt | undefined): ExamDetail[] {
  if (!state?.lastAnswers) return [];
  const answers = state.lastAnswers;
  return Object.keys(answers).flatMap((id) => {
    const question = findPoolQuestion(id);
    return question ? [detailOf(question, answers[id] ?? [], state.passed)] : [];
  });
}

/** Marks the open attempt's answer sheet. Refused when passed already or when no attempt is open. */
export function markAttempt(user: MockUser, flight: Flight, answers: unknown, duration: number): ExamResult {
  const examId = examIdOf(flight.id);
  const state = missionExam(user, flight.id);
  if (state?.passed) throw new MockFailure(PASSED_ALREADY, REFUSAL.examPassed);
  const drawn = (state?.draw ?? []).flatMap((id) => findPoolQuestion(id) ?? []);
  if (drawn.length === 0) throw new MockFailure('没有进行中的考试，请重新开始考试', REFUSAL.examNoAttempt);
  const sheet = answers && typeof answers === 'object' ? (answers as Record<string, unknown>) : {};
  const given: Record<string, string[]> = {};
  for (const question of drawn) given[question.id] = keysOf(sheet[question.id]);
  const correct = drawn.filter((x) => given[x.id]!.join() === [...x.answer].sort().join()).length;
  const passed = correct >= PASS_COUNT;
  const total = drawn.length;
  const score = Math.round((correct / total) * 100);
  const now = Date.now();
  recordExam(
    user.id,
    examId,
    {
      attempts: (state?.attempts ?? 0) + 1,
      passed,
      lastCorrect: correct,
      lastAnswers: given,
      lastTakenAt: beijingText(now),
      draw: [],
    },
    {
      id: `ER-${user.id}-${now.toString(36)}`,
      examId,
      title: examTitle(user, flight),
      examTime: beijingText(now),
      total,
      correct,
      score,
      passed,
      duration: Math.max(0, Math.round(duration)),
    },
  );
  return {
    examId,
    missionId: flight.id,
    total,
    correct,
    passed,
    score,
    message: passed
      ? `恭喜，考试通过（答对 ${correct} 题）`
      : `很抱歉，考试未通过（答对 ${correct} 题，需答对 ${PASS_COUNT} 题）`,
    details: drawn.map((x) => detailOf(x, given[x.id] ?? [], passed)),
  };
}
