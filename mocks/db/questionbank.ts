/**
 * The question bank: the hand-written questions of questionbank-text.ts plus generated ones (airport
 * codes of the core airports, metric flight levels, distances, METAR cloud groups), 200+ in all.
 */
import type { ExamQuestion, Question, QuestionKind, QuestionOption, TestType } from '@/api/schema/compinfo';
import { airports } from './airports';
import { createRng, pad, type Rng } from './random';
import { QUESTION_TEXT, type QuestionRow } from './questionbank-text';

const KEYS = ['A', 'B', 'C', 'D', 'E', 'F'];
const JUDGE_OPTIONS: QuestionOption[] = [
  { key: 'A', text: '正确' },
  { key: 'B', text: '错误' },
];

function options(texts: string[]): QuestionOption[] {
  return texts.map((text, i) => ({ key: KEYS[i] ?? String(i), text }));
}

function fromRow(typeId: string, index: number, row: QuestionRow): Question {
  const questionId = `${typeId}-${pad(index + 1, 3)}`;
  if (row[0] === 'j') {
    const [, stem, truth, explanation] = row;
    return {
      questionId,
      typeId,
      kind: 'judge',
      stem,
      options: JUDGE_OPTIONS,
      answer: [truth ? 'A' : 'B'],
      explanation,
    };
  }
  const [kind, stem, texts, keys, explanation] = row;
  return {
    questionId,
    typeId,
    kind: kind === 's' ? 'single' : 'multiple',
    stem,
    options: options(texts),
    answer: keys.split('').sort(),
    explanation,
  };
}

/** A single-choice question whose right answer sits at a seeded position among three distractors. */
function single(
  rng: Rng,
  typeId: string,
  n: number,
  stem: string,
  right: string,
  wrong: string[],
  why: string,
): Question {
  const distractors = [...new Set(wrong)].filter((w) => w !== right);
  const texts = rng.shuffle([right, ...rng.shuffle(distractors).slice(0, 3)]);
  const key = KEYS[texts.indexOf(right)] ?? 'A';
  return {
    questionId: `${typeId}-${pad(n, 3)}`,
    typeId,
    kind: 'single',
    stem,
    options: options(texts),
    answer: [key],
    explanation: why,
  };
}

/** China's metric RVSM levels (m) and the flight levels flown (ft/100). */
const METRIC_LEVELS: Array<[number, number]> = [
  [6000, 197],
  [6600, 217],
  [7200, 236],
  [7800, 256],
  [8400, 276],
  [8900, 291],
  [9200, 301],
  [9500, 311],
  [9800, 321],
  [10100, 331],
  [10400, 341],
  [10700, 351],
  [11000, 361],
  [11300, 371],
  [11600, 381],
  [12200, 401],
];

function generated(): Question[] {
  const rng = createRng('questionbank');
  const out: Question[] = [];
  const typeId = 'T08';
  let n = 0;
  const domestic = airports.filter((a) => !a.international);
  for (const a of airports) {
    const others = airports.filter((b) => b.code3 !== a.code3);
    out.push(
      single(
        rng,
        typeId,
        ++n,
        `四字代码（ICAO）${a.code4} 对应的机场是：`,
        a.name,
        others.map((b) => b.name),
        `${a.code4} 是${a.name}的ICAO代码，其IATA三字代码为 ${a.code3}。`,
      ),
    );
    out.push(
      single(
        rng,
        typeId,
        ++n,
        `${a.name}的三字代码（IATA）是：`,
        a.code3,
        others.map((b) => b.code3),
        `${a.name}：IATA ${a.code3}，ICAO ${a.code4}，属${a.intelligenceBureau}。`,
      ),
    );
  }
  for (const a of domestic.slice(0, 12)) {
    const bureaus = [...new Set(domestic.map((b) => b.administrationBureau))].filter(
      (x) => x !== a.administrationBureau,
    );
    out.push(
      single(
        rng,
        typeId,
        ++n,
        `${a.name}隶属于哪个地区管理局？`,
        a.administrationBureau,
        bureaus,
        `${a.city}位于${a.administrationBureau}辖区，飞行情报由${a.intelligenceBureau}提供。`,
      ),
    );
  }
  for (const [metres, fl] of METRIC_LEVELS) {
    const wrong = [fl - 10, fl + 10, fl - 20, fl + 20].map((x) => `FL${pad(x, 3)}`);
    out.push(
      single(
        rng,
        typeId,
        ++n,
        `我国米制高度层 ${metres} 米对应的英制飞行高度层是：`,
        `FL${pad(fl, 3)}`,
        wrong,
        `${metres}米 ≈ ${fl * 100}英尺，按《米制高度层配备表》对应 FL${pad(fl, 3)}。`,
      ),
    );
  }
  for (const nm of [50, 100, 150, 200, 250, 300, 500, 1000]) {
    const km = Math.round(nm * 1.852);
    const wrong = [
      Math.round(nm * 1.609),
      Math.round(nm * 1.5),
      Math.round(nm * 2),
      Math.round(nm * 1.2),
    ].map((x) => `约${x}公里`);
    out.push(
      single(
        rng,
        typeId,
        ++n,
        `${nm} 海里约等于多少公里？`,
        `约${km}公里`,
        wrong,
        `1海里 = 1.852公里，${nm}海里 ≈ ${km}公里。`,
      ),
    );
  }
  let cloud = 100;
  for (const hundreds of [2, 3, 5, 8, 10, 12, 15, 20, 25, 30]) {
    const ft = hundreds * 100;
    const m = Math.round((ft * 0.3048) / 10) * 10;
    const wrong = [m * 2, Math.round(m / 2), m + 300, m + 150, ft].map((x) => `约${x}米`);
    out.push(
      single(
        rng,
        'T02',
        ++cloud,
        `METAR云组“BKN${pad(hundreds, 3)}”中云底高约为：`,
        `约${m}米`,
        wrong,
        `云高以百英尺为单位，${pad(hundreds, 3)} 表示 ${ft} 英尺，约 ${m} 米；BKN 为多云（5-7个八分量）。`,
      ),
    );
  }
  return out;
}

const TYPE_NAMES: Record<string, string> = Object.fromEntries(QUESTION_TEXT.map((t) => [t.typeId, t.name]));
TYPE_NAMES.T08 = '机场与领航';

export const questionBank: Question[] = [
  ...QUESTION_TEXT.flatMap((t) => t.rows.map((row, i) => fromRow(t.typeId, i, row))),
  ...generated(),
];

const byId = new Map(questionBank.map((q) => [q.questionId, q]));

export function findQuestion(questionId: string): Question | undefined {
  return byId.get(questionId);
}

export function testTypes(): TestType[] {
  return Object.entries(TYPE_NAMES).map(([typeId, name]) => ({
    typeId,
    name,
    questionCount: questionBank.filter((q) => q.typeId === typeId).length,
  }));
}

export function questionsOfType(typeId: string | undefined): Question[] {
  return typeId ? questionBank.filter((q) => q.typeId === typeId) : questionBank;
}

/** A question without its answer, as an exam hands it out. */
export function withoutAnswer(q: Question): ExamQuestion {
  return { questionId: q.questionId, typeId: q.typeId, kind: q.kind, stem: q.stem, options: q.options };
}

export function countOfKind(kind: QuestionKind): number {
  return questionBank.filter((q) => q.kind === kind).length;
}

/** True when the given keys are exactly the answer (order and case ignored). */
export function isCorrect(q: Question, given: readonly string[] | undefined): boolean {
  const mine = [...new Set((given ?? []).map((k) => String(k).trim().toUpperCase()))].sort();
  return mine.length === q.answer.length && mine.every((k, i) => k === q.answer[i]);
}
