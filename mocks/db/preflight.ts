/** Pre-flight exams (getexamlist / submitexam): 8 correct answers pass; answers never leave the server. */
import type { ExamQuestion, QuestionType } from '@/api/schema/flightdata';
import { dayKey } from './clock';
import { pad } from './random';

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
];

export interface PreflightExamDef {
  id: string;
  title: string;
  audience: 'F' | 'C';
  deadline: string;
  questions: BankQuestion[];
}

const pilotBank = PILOT.map((x, i) => q(x, `QP${pad(i + 1, 3)}`));
const cabinBank = CABIN.map((x, i) => q(x, `QC${pad(i + 1, 3)}`));

export const preflightExams: PreflightExamDef[] = [
  {
    id: 'PX001',
    title: '冬季运行专项考试（飞行）',
    audience: 'F',
    deadline: dayKey(8),
    questions: pilotBank.slice(0, 12),
  },
  {
    id: 'PX002',
    title: '航前准备考试（飞行）',
    audience: 'F',
    deadline: dayKey(1),
    questions: [...pilotBank.slice(2, 14)],
  },
  {
    id: 'CX001',
    title: '冬季运行专项考试（客舱）',
    audience: 'C',
    deadline: dayKey(8),
    questions: cabinBank.slice(0, 12),
  },
  {
    id: 'CX002',
    title: '航前准备考试（客舱）',
    audience: 'C',
    deadline: dayKey(1),
    questions: [...cabinBank.slice(2, 14)],
  },
];

export const PASS_COUNT = 8;

export function findPreflightExam(id: string): PreflightExamDef | undefined {
  return preflightExams.find((e) => e.id === id);
}
