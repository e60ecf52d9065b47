/**
 * Mutable personal-centre state, per user: notice collections, problem reports, suggestions, the
 * digital certificate and pending phone-change codes. Passwords and phone numbers live on the user
 * records of users.ts (the same store the login reads). Reset and persisted like the rest.
 */
import type { AdviceResult, DigitalCertificate, ProblemReport } from '@/api/schema/me';
import { onReset } from '../lib/reset';
import { companyNotices } from './prepnotices';
import { beijingText, dayKey, fromNow, persistent, users, type MockUser } from './seed';

interface Collected {
  noticeId: string;
  collectedAt: string;
}
interface Advice {
  adviceId: string;
  kind: 'advice' | 'problem';
  category: string;
  title: string;
  content: string;
  contact: string;
  submittedAt: string;
}
interface State {
  collections: Map<string, Collected[]>;
  problems: Map<string, ProblemReport[]>;
  advice: Map<string, Advice[]>;
  certificates: Map<string, DigitalCertificate>;
  /** userId -> phone waiting for its code. */
  phoneCodes: Map<string, { phone: string; sentAt: number }>;
  sequence: number;
}

const fresh = (): State => ({
  collections: new Map(),
  problems: new Map(),
  advice: new Map(),
  certificates: new Map(),
  phoneCodes: new Map(),
  sequence: 0,
});
let state = fresh();

onReset(() => {
  state = fresh();
});
persistent(
  'personal',
  () => ({
    collections: [...state.collections],
    problems: [...state.problems],
    advice: [...state.advice],
    certificates: [...state.certificates],
    phoneCodes: [...state.phoneCodes],
    sequence: state.sequence,
    // Setphone writes the phone on the user record of users.ts, which does not persist it: keep it here.
    phones: users.map((u) => [u.id, u.phone]),
  }),
  (data) => {
    const d = data as Record<string, unknown>;
    const map = <V>(key: string) => new Map((d[key] as Array<[string, V]> | undefined) ?? []);
    state = {
      collections: map('collections'),
      problems: map('problems'),
      advice: map('advice'),
      certificates: map('certificates'),
      phoneCodes: map('phoneCodes'),
      sequence: Number(d.sequence ?? 0),
    };
    for (const [id, phone] of (d.phones as Array<[string, string]> | undefined) ?? []) {
      const user = users.find((u) => u.id === id);
      if (user && typeof phone === 'string') user.phone = phone;
    }
  },
);

const nextId = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase()}${++state.sequence}`;

// ---------- Collections ----------

export function collectionsOf(userId: string): Collected[] {
  let list = state.collections.get(userId);
  if (!list) {
    // Two notices collected a few days ago, so the screen is never empty on first sight.
    list = companyNotices
      .slice(2, 4)
      .map((n, i) => ({ noticeId: n.noticeId, collectedAt: beijingText(fromNow(-1 - i, -95)) }));
    state.collections.set(userId, list);
  }
  return list;
}

export function setCollected(userId: string, noticeId: string, collect: boolean): number {
  const list = collectionsOf(userId).filter((c) => c.noticeId !== noticeId);
  if (collect) list.unshift({ noticeId, collectedAt: beijingText(Date.now()) });
  state.collections.set(userId, list);
  return list.length;
}

// ---------- Problem reports and suggestions ----------

const SEED_PROBLEMS: Array<
  [category: string, title: string, content: string, daysAgo: number, reply: string]
> = [
  [
    '系统问题',
    '航班动态页面偶尔加载不出来',
    '在机场候机楼使用4G网络时，航班动态列表有时一直转圈。',
    20,
    '已优化接口超时与重试机制，请更新到最新版本后再试。',
  ],
  [
    '数据问题',
    '飞行小时统计与排班系统不一致',
    '上个月飞行小时比排班系统少了1.5小时。',
    9,
    '经核实为一个备降航段未计入，已补录，感谢反馈。',
  ],
  ['功能建议', '希望在线准备能离线查看航图', '部分机场停机坪信号差，希望航图能提前缓存。', 2, ''],
];

export function problemsOf(userId: string): ProblemReport[] {
  let list = state.problems.get(userId);
  if (!list) {
    list = SEED_PROBLEMS.map(([category, title, content, daysAgo, reply], i) => ({
      problemId: `PB${userId}${i + 1}`,
      category,
      title,
      content,
      submittedAt: beijingText(fromNow(-daysAgo, -200)),
      solved: reply !== '',
      reply,
      repliedAt: reply ? beijingText(fromNow(-daysAgo + 2, -30)) : null,
    }));
    state.problems.set(userId, list);
  }
  return list;
}

export function addAdvice(
  userId: string,
  input: { kind: 'advice' | 'problem'; category: string; title: string; content: string; contact: string },
): AdviceResult {
  const submittedAt = beijingText(Date.now());
  const adviceId = nextId(input.kind === 'problem' ? 'PB' : 'AD');
  const list = state.advice.get(userId) ?? [];
  state.advice.set(userId, [{ adviceId, ...input, submittedAt }, ...list]);
  if (input.kind === 'problem') {
    problemsOf(userId).unshift({
      problemId: adviceId,
      category: input.category,
      title: input.title,
      content: input.content,
      submittedAt,
      solved: false,
      reply: '',
      repliedAt: null,
    });
  }
  return { adviceId, kind: input.kind, submittedAt };
}

export function adviceOf(userId: string): Advice[] {
  return state.advice.get(userId) ?? [];
}

// ---------- Digital certificate ----------

function signatureSvg(name: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80">` +
    `<text x="20" y="55" font-size="36" font-family="KaiTi,STKaiti,serif" fill="#1a1a1a">${name}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function certificateOf(user: MockUser, name: string, code: string): DigitalCertificate {
  let cert = state.certificates.get(user.id);
  if (!cert) {
    cert = {
      certificateNo: `HGCA-${code}`,
      holderName: name,
      holderCode: code,
      issuer: '鸿翔航空电子认证中心',
      serialNo: `5A3F${code.replace(/\D/g, '')}0C21`,
      issuedAt: dayKey(-200),
      validUntil: dayKey(165),
      status: 'valid',
      signatureImage: signatureSvg(name),
    };
    state.certificates.set(user.id, cert);
  }
  return cert;
}

export function renewCertificate(
  user: MockUser,
  name: string,
  code: string,
  signatureImage: string,
): DigitalCertificate {
  const old = certificateOf(user, name, code);
  const serial = (parseInt(old.serialNo.slice(-4), 16) + 1).toString(16).toUpperCase().padStart(4, '0');
  const cert: DigitalCertificate = {
    ...old,
    serialNo: `${old.serialNo.slice(0, -4)}${serial}`,
    issuedAt: dayKey(0),
    validUntil: dayKey(365),
    status: 'valid',
    signatureImage,
  };
  state.certificates.set(user.id, cert);
  return cert;
}

// ---------- Phone change ----------

export function rememberPhoneCode(userId: string, phone: string): void {
  state.phoneCodes.set(userId, { phone, sentAt: Date.now() });
}

export function pendingPhoneCode(userId: string): { phone: string; sentAt: number } | undefined {
  return state.phoneCodes.get(userId);
}

export function clearPhoneCode(userId: string): void {
  state.phoneCodes.delete(userId);
}
