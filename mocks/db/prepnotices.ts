/**
 * Notices a crew member reads during online preparation: company notices (important and operation),
 * the safety notices of the home/flight-data content (content.ts; their read state is shared with
 * getsafetynotice, see preparation.ts) and the NOTAMs of the mission's airports (weather.ts). The
 * personal centre's collection keeps notices of this set.
 */
import type { Flight } from '@/api/schema/dynamics';
import type { NoticeCategory, PrepareNotice } from '@/api/schema/prepare';
import { beijingText, fromNow } from './clock';
import { pad } from './random';
import { safetyNotices } from './content';
import { notamsOf } from './weather';

type Row = [
  category: NoticeCategory,
  title: string,
  department: string,
  daysAgo: number,
  mustRead: boolean,
  content: string,
];

const YEAR = new Date(fromNow(0)).getUTCFullYear();

const COMPANY: Row[] = [
  [
    '重要通告',
    '关于加强冬季运行除防冰管理的通知',
    '运行控制中心',
    1,
    true,
    '各飞行、客舱单位：\n进入冬季运行期，北方机场降雪和冻雨天气增多。机组须严格执行除防冰程序，离港前确认保持时间，对机翼上表面进行目视或触摸检查。\n地面除冰后如超出保持时间，须重新除冰。\n本通知自发布之日起执行。',
  ],
  [
    '重要通告',
    '关于严格执行飞行前酒精检测的通知',
    '安全监察部',
    2,
    true,
    '近期局方检查中发现个别单位酒精检测记录不完整。自即日起，所有机组成员在签到时必须完成呼气酒精检测，检测结果纳入在线准备记录。\n未完成检测者不得执行航班任务。',
  ],
  [
    '运行通告',
    `${YEAR}年冬春航季航班计划调整说明`,
    '运行控制中心',
    3,
    false,
    '冬春航季起，北京—乌鲁木齐、北京—拉萨航线机型调整为A321，部分航班时刻前移。请机组关注排班和签到时间变化。',
  ],
  [
    '运行通告',
    '电子飞行包（EFB）航图数据更新通知',
    '飞行技术管理部',
    5,
    true,
    '本期航图数据已于本周二生效，请所有飞行员在执行航班前完成EFB数据同步，并在准备中确认数据版本。\n未同步者不得使用EFB航图。',
  ],
  [
    '运行通告',
    '客舱服务用品配备标准调整',
    '客舱服务部',
    8,
    false,
    '自下月起，国内航班经济舱餐食配备标准调整，两舱增配热毛巾和季节性饮品，详见客舱服务标准手册附录三。',
  ],
];

export const companyNotices: PrepareNotice[] = COMPANY.map(
  ([category, title, department, daysAgo, mustRead, content], i) => ({
    noticeId: `NT${pad(i + 1, 4)}`,
    category,
    title,
    docNo: `鸿航运〔${YEAR}〕${pad(100 + i * 7, 3)}号`,
    department,
    publishTime: beijingText(fromNow(-daysAgo, -(60 + i * 37))),
    mustRead,
    read: false,
    content,
  }),
);

const text = (html: string) =>
  html
    .replace(/<\/p>\s*<p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .trim();

/**
 * The safety notices of the core content in force (the seeded ones); 紧急 and 重要 ones must be read
 * before flying. The older ones the list length switch adds are getsafetynotice's archive only: the
 * notice step's must-read set and the read state shared with flight data stay those of the seed.
 */
export const safetyAsNotices: PrepareNotice[] = safetyNotices.map((n) => ({
  noticeId: n.id,
  category: '安全通告',
  title: n.title,
  docNo: `安全通告 ${n.id}`,
  department: n.department,
  publishTime: n.publishTime,
  mustRead: n.level === '紧急' || n.level === '重要',
  read: false,
  content: text(n.content),
}));

/** NOTAMs of an airport as notices; the important ones must be read. */
export function notamNotices(code: string): PrepareNotice[] {
  return notamsOf(code).map((n) => ({
    noticeId: `NOTAM-${n.id}`,
    category: '航行通告',
    title: `${code} ${n.number} ${n.summary}`,
    docNo: n.number,
    department: '航行情报室',
    // Published when it takes effect: its UTC start in Beijing time, as every publish time is.
    publishTime: beijingText(Date.parse(`${n.validFrom.replace(' ', 'T')}:00Z`)),
    mustRead: n.important,
    read: false,
    content: `${n.text}\n有效期（UTC）：${n.validFrom} 至 ${n.validTo === 'PERM' ? '永久' : n.validTo}\n${n.summary}`,
  }));
}

/** Every notice of a mission: company notices for the crew category, then the NOTAMs of both ends. */
export function missionNotices(flight: Flight, category: string): PrepareNotice[] {
  const company = companyNotices.filter((n) => category === 'F' || !n.title.includes('EFB'));
  const notams = category === 'F' ? [...notamNotices(flight.from), ...notamNotices(flight.to)] : [];
  return [...company, ...safetyAsNotices, ...notams];
}

export function findNotice(noticeId: string): PrepareNotice | undefined {
  const company =
    companyNotices.find((n) => n.noticeId === noticeId) ??
    safetyAsNotices.find((n) => n.noticeId === noticeId);
  if (company) return company;
  const match = /^NOTAM-(.+)$/.exec(noticeId);
  if (!match) return undefined;
  // NOTAM ids carry their airport (see weather.ts): look through the airports that have it.
  const code = /^NT-([A-Z]{3})-/.exec(match[1] ?? '')?.[1] ?? '';
  return notamNotices(code).find((n) => n.noticeId === noticeId);
}
