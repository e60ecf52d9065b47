/**
 * Home and flight-data content: news, announcements, messages, safety and operation notices. The
 * pictures and the winter bulletin are real files in public/mock-files/ (scripts/gen-mock-files.ts);
 * every other attached document is a file of its own (db/documents).
 */
import type { Attachment, OperationNoticeDetail } from '@/api/schema/flightdata';
import type { NewsItem } from '@/api/schema/home';
import { beijingAt, beijingText, dayKey, fromNow, offsetOfDate } from './clock';
import { flights } from './flights';
import { DEMO_CREW } from './crew';
import { aircraft } from './aircraft';
import { airportOf } from './airports';
import { timetable } from './timetable';
import { createRng, pad, type Rng } from './random';
import { documentFile } from './documents';
import { pdfOf } from '../lib/pdf';

const FILES = '/mock-files';
const file = (id: string, name: string, type: Attachment['type'], size: number): Attachment => ({
  id,
  name,
  type,
  url: `${FILES}/${name}`,
  size,
});
/** The winter operations bulletin: a real file, attached to the winter notices only. */
const PDF = file('AT-PDF-1', 'winter-operations-bulletin.pdf', 'pdf', 1433);
/** A document of its own (db/documents), its English title the file's text. */
const doc = (id: string, name: string, title: string, lines: string[]): Attachment => {
  const url = documentFile(id, () => ({
    title,
    lines: ['Hongxiang Airlines', '', ...lines, '', 'Demo content of the built-in backend.'],
  }));
  return { id, name, type: 'pdf', url, size: pdfOf({ title, lines }).length };
};
const EFB_UPDATE = doc('AT-EFB-1', 'EFB航图软件更新说明.pdf', 'EFB chart software update', [
  'Update the EFB chart application to the latest version before your next flight.',
  'Check the chart database cycle on the start page after the update.',
]);
const DECOMPRESSION_CASE = doc('AT-CASE-1', '客舱失压处置案例.pdf', 'Cabin decompression: a case study', [
  'Sequence of events, crew actions and lessons learned.',
  'Oxygen masks, emergency descent and cabin communication.',
]);
const STAND_CHART = file('AT-IMG-1', 'notice-stand-chart.png', 'image', 3850);
const RADAR = file('AT-IMG-2', 'notice-radar.png', 'image', 4573);
const DEICE = file('AT-IMG-3', 'notice-deice.svg', 'image', 873);

const para = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');

// ---------- News ----------

const NEWS: Array<[string, string, string, string[]]> = [
  [
    'news-fleet',
    '公司第 25 架飞机 B-20CL 顺利入列',
    '一架全新波音 787-9 宽体客机从西雅图飞抵北京首都国际机场，机队规模达到 25 架。',
    [
      '新飞机将主要投入北京—法兰克福、北京—伦敦等远程国际航线。',
      '飞行部已完成首批 12 名机长的改装训练，客舱部同步完成 787 客舱设备培训。',
    ],
  ],
  [
    'news-safety',
    '“安全生产月”活动总结表彰大会召开',
    '公司总结全年安全生产工作，表彰 36 个先进集体和 120 名先进个人。',
    ['会议强调要持续加强风险管控，把安全隐患消灭在萌芽状态。', '会上发布了新版《机组资源管理（CRM）手册》。'],
  ],
  [
    'news-winter',
    '冬季运行准备工作全面启动',
    '各分公司召开冬季运行动员会，部署除冰雪、低能见度运行等保障工作。',
    [
      '北京、哈尔滨、乌鲁木齐等北方航站已完成除冰车辆和除冰液储备。',
      '飞行员须在 11 月底前完成冬季运行专项理论考试。',
    ],
  ],
  [
    'news-service',
    '客舱部推出“暖冬”系列机上服务',
    '冬季航线推出热饮升级、儿童旅客关爱包等服务举措。',
    ['两舱旅客可提前在线选择特色餐食。', '乘务员将为老人及无陪儿童提供全程关注。'],
  ],
  [
    'news-training',
    '飞行训练中心新增一台 A320neo 全动模拟机',
    '新模拟机通过民航局鉴定，达到 D 级标准，年训练能力超过 6000 小时。',
    ['模拟机将承担初始改装、复训和熟练检查任务。', '训练中心同步上线电子化训练记录系统。'],
  ],
  [
    'news-route',
    '成都—拉萨航线加密至每日两班',
    '为满足旅客进藏出行需求，成都—拉萨航线每日增至两班。',
    ['执行航班的机组均具备高高原运行资质。', '航线使用 A320neo 机型，执行高高原运行程序。'],
  ],
  [
    'news-fleet',
    '机务工程部完成 A330 机队 C 检',
    '历时 28 天，B-5937 完成 C 检后返回航线运行。',
    ['本次 C 检共完成工卡 4600 余项。', '机务工程部自主完成发动机孔探检查。'],
  ],
  [
    'news-safety',
    '公司顺利通过民航局运行合格审定复审',
    '审定组对运行控制、飞行训练、维修管理等 12 个方面进行了全面检查。',
    ['审定组对公司的安全管理体系建设给予肯定。', '针对提出的 6 条建议，公司已制定整改计划。'],
  ],
  [
    'news-service',
    '北京—首尔航线旅客满意度连续三个月排名第一',
    '在第三方旅客满意度调查中，北京—首尔航线得分 92.6 分。',
    ['乘务组韩语服务广播获得旅客好评。'],
  ],
  [
    'news-training',
    '2026 年度乘务员技能大赛落幕',
    '来自 4 个分公司的 48 名乘务员参加了应急处置、客舱服务等项目比赛。',
    ['上海分公司代表队获得团体第一名。'],
  ],
  [
    'news-route',
    '广州—曼谷航线冬春航季时刻调整',
    '自冬春航季起，广州—曼谷航班起飞时间调整为 10:20。',
    ['调整后航班衔接更加便利，可中转前往东南亚多个城市。'],
  ],
  [
    'news-winter',
    '乌鲁木齐航站开展除冰雪联合演练',
    '航站联合机场、空管开展除冰雪保障演练，检验各单位协同能力。',
    ['演练模拟了大雪天气下的航班保障全过程。'],
  ],
];

export const news: Array<NewsItem & { content: string }> = NEWS.map(([picture, title, summary, body], i) => {
  const rng = createRng(`news-${i}`);
  const publishTime = beijingText(fromNow(-i * 2.3 - 0.2, -rng.int(0, 600)));
  return {
    id: `NW${pad(i + 1, 3)}`,
    title,
    summary,
    picture: `${FILES}/${picture}.jpg`,
    publishTime,
    source: rng.pick(['公司新闻中心', '党群工作部', '飞行部', '客舱服务部']),
    views: rng.int(300, 5200),
    content:
      `<p><strong>${summary}</strong></p>` +
      para(...body) +
      `<p><img src="${FILES}/${picture}.jpg" alt="${title}" /></p>` +
      para('（通讯员 本网讯）'),
  };
});

// ---------- The list length switch: older entries ----------

/**
 * A list the list length switch (mockSettings.listLength) lengthens: the seeded entries exactly, then
 * older ones drawn in order (entry k is the same whatever was asked before, on every run), each drawn once
 * and the list of each length kept, as a backend's index would be: a page request does not rebuild it.
 */
function lengthened<T>(seeded: readonly T[], draw: (index: number) => T): (length: number) => readonly T[] {
  const drawn: T[] = [];
  const byLength = new Map<number, readonly T[]>();
  return (length) => {
    if (!(length > seeded.length)) return seeded;
    const known = byLength.get(length);
    if (known) return known;
    while (drawn.length < length - seeded.length) drawn.push(draw(drawn.length));
    const list = [...seeded, ...drawn.slice(0, length - seeded.length)];
    if (byLength.size > 8) byLength.clear();
    byLength.set(length, list);
    return list;
  };
}

/** When an older entry was published: its Beijing day, and the date its text may speak of. */
interface Moment {
  rng: Rng;
  offset: number;
  year: number;
  month: number;
  day: number;
}
const momentOf = (rng: Rng, offset: number): Moment => {
  const [year, month, day] = dayKey(offset).split('-').map(Number) as [number, number, number];
  return { rng, offset, year, month, day };
};
/** The month before (reports speak of the month just ended). */
const lastMonth = (m: Moment) => (m.month === 1 ? 12 : m.month - 1);
const quarterEnded = (m: Moment) => ({
  year: m.month <= 3 ? m.year - 1 : m.year,
  quarter: m.month <= 3 ? 4 : Math.floor((m.month - 1) / 3),
});
const QUARTERS = ['一', '二', '三', '四'];
const quarterName = (quarter: number) => QUARTERS[quarter - 1] ?? String(quarter);
const cityOf = (code: string) => airportOf(code).city;
/** A fleet as crews name it: "A320 机队", "A320 机长" (the A320 family). */
const FLEETS = ['A320', 'B737', 'A330', 'B787'];
const fleetName = (family: string) => family.replace('系列', '');
const inMonths =
  (...months: number[]) =>
  (m: Moment) =>
    months.includes(m.month);
const STORM_SEASON = [5, 6, 7, 8, 9];

interface Draft {
  title: string;
  /** What may be told once only (a month's figure), when the title alone does not say it. */
  once?: string;
  /** Told once ever (an aircraft's retrofit), not once a year. */
  ever?: boolean;
}
interface Template<D extends Draft> {
  /** Whether it can be published then (a seasonal topic, an aircraft already in the fleet); always if unset. */
  fits?: (m: Moment) => boolean;
  draw: (m: Moment) => D;
}

/** The day (offset) each title, or `once` key, was last published on: the seeded ones, then those drawn. */
type Told = Map<string, number>;
const toldOf = (seeded: ReadonlyArray<{ title: string; publishTime: string }>): Told =>
  new Map(seeded.map((n) => [n.title, offsetOfDate(n.publishTime)]));

/**
 * Draws a template that fits the moment until what it tells is new: not told within a year (a topic
 * comes back the next year; the same title twice in a year, or two figures of one month, read as a
 * fault), never told at all when `ever`. After a few tries the last draw stays.
 */
function drawUnique<D extends Draft>(templates: Template<D>[], m: Moment, told: Told): D {
  const fitting = templates.filter((t) => !t.fits || t.fits(m));
  const fresh = (item: D) => {
    const last = told.get(item.once ?? item.title);
    return last === undefined || (!item.ever && last - m.offset >= 365);
  };
  let item = m.rng.pick(fitting).draw(m);
  for (let tries = 0; !fresh(item) && tries < 60; tries += 1) item = m.rng.pick(fitting).draw(m);
  told.set(item.once ?? item.title, m.offset);
  return item;
}

/**
 * Festivals a cabin crew marks on board, what they do, and the days around them (the lunar ones move
 * between years: the span of their dates) as [month, first day, last day].
 */
const FESTIVALS: Array<[name: string, act: string, days: Array<[number, number, number]>]> = [
  [
    '元旦',
    '为旅客送上新年贺卡，祝福新年',
    [
      [12, 28, 31],
      [1, 1, 3],
    ],
  ],
  [
    '春节',
    '为旅客送上福字和春联，共迎新春',
    [
      [1, 20, 31],
      [2, 1, 20],
    ],
  ],
  [
    '元宵',
    '为旅客送上灯谜和元宵节祝福',
    [
      [2, 5, 28],
      [3, 1, 5],
    ],
  ],
  ['三八妇女节', '为女性旅客送上鲜花和节日祝福', [[3, 6, 10]]],
  [
    '五一',
    '向旅客致以劳动节问候，送上纪念书签',
    [
      [4, 29, 30],
      [5, 1, 5],
    ],
  ],
  [
    '端午',
    '为旅客送上粽子和香囊',
    [
      [5, 28, 31],
      [6, 1, 22],
    ],
  ],
  [
    '中秋',
    '为旅客送上月饼，共庆团圆',
    [
      [9, 10, 30],
      [10, 1, 6],
    ],
  ],
  [
    '国庆',
    '为旅客送上国旗贴纸，共庆国庆',
    [
      [9, 29, 30],
      [10, 1, 8],
    ],
  ],
];
const festivalsOn = (m: Moment) =>
  FESTIVALS.filter(([, , days]) =>
    days.some(([month, from, to]) => m.month === month && m.day >= from && m.day <= to),
  );

interface NewsDraft extends Draft {
  picture: string;
  summary: string;
  body: string[];
}

/** B-20CL joined the fleet in the newest seeded news: no older news speaks of it. */
const NEWEST_AIRCRAFT = 'B-20CL';
/** Aircraft already in the fleet a year before `offset` (a heavy check comes after a year or more). */
const fleetAt = (offset: number) =>
  aircraft.filter((a) => a.registration !== NEWEST_AIRCRAFT && a.joinedDate <= dayKey(offset - 365));
const WIDE_OR_LONG = /^(A330|B787|A321)/;

const NEWS_TEMPLATES: Template<NewsDraft>[] = [
  {
    fits: (m) => fleetAt(m.offset).length > 0,
    draw: ({ rng, offset }) => {
      const plane = rng.pick(fleetAt(offset));
      const heavy = rng.chance(0.4);
      return {
        picture: 'news-fleet',
        title: `机务工程部完成 ${plane.registration} 飞机${heavy ? ' C 检' : ' A 检'}`,
        summary: heavy
          ? `历时 ${rng.int(18, 35)} 天，${plane.type} 飞机 ${plane.registration} 完成 C 检后返回航线运行。`
          : `机务工程部利用夜间停场完成 ${plane.type} 飞机 ${plane.registration} 的 A 检，飞机次日按计划执行航班。`,
        body: [
          heavy
            ? `本次 C 检共完成工卡 ${rng.int(32, 52)}00 余项，排除故障 ${rng.int(40, 160)} 项。`
            : `本次 A 检共完成工卡 ${rng.int(180, 420)} 项。`,
          `检修期间同步完成了${rng.pick(['客舱座椅', '厨房设备', '应急设备', '轮胎和刹车', '发动机孔探'])}的检查。`,
        ],
      };
    },
  },
  {
    fits: (m) => fleetAt(m.offset).some((a) => WIDE_OR_LONG.test(a.type)),
    draw: ({ rng, offset }) => {
      const plane = rng.pick(fleetAt(offset).filter((a) => WIDE_OR_LONG.test(a.type)));
      return {
        picture: 'news-fleet',
        title: `${plane.registration} 完成客舱网络改装`,
        ever: true,
        summary: `${plane.type} 飞机 ${plane.registration} 完成机载 Wi-Fi 改装并通过适航审定，旅客可在巡航阶段使用机上网络。`,
        body: [
          `公司计划分批完成 ${plane.type} 机队的改装。`,
          '乘务员须在航前准备中熟悉机上网络服务的广播词和故障处置流程。',
        ],
      };
    },
  },
  {
    draw: (m) => {
      const fleet = m.rng.pick(FLEETS);
      return {
        picture: 'news-fleet',
        title: `${fleet} 机队 ${lastMonth(m)} 月签派可靠率达 99.${m.rng.int(60, 96)}%`,
        once: `reliability ${fleet} ${m.year}-${m.month}`,
        summary: `机务、运控等部门密切配合，${fleet} 机队 ${lastMonth(m)} 月签派可靠率高于年度目标。`,
        body: [
          `${m.rng.pick(['APU', '空调组件', '引气系统', '刹车系统', '襟缝翼'])}相关故障同比明显下降。`,
          '机务工程部将继续推进重复性故障专项治理。',
        ],
      };
    },
  },
  {
    fits: inMonths(1, 4, 7, 10),
    draw: (m) => {
      const { year, quarter } = quarterEnded(m);
      return {
        picture: 'news-safety',
        title: `公司召开 ${year} 年第${quarterName(quarter)}季度安全形势分析会`,
        summary: '会议通报了上季度安全运行情况，分析当前安全形势，部署下一阶段安全工作。',
        body: [
          `会议指出，${m.rng.pick(['不稳定进近', '跑道安全', '客舱安全', '危险品运输', '地面保障'])}仍是当前需要重点关注的风险。`,
          '各单位负责人汇报了本单位安全隐患排查整改情况。',
        ],
      };
    },
  },
  {
    draw: ({ rng }) => {
      const [department, topic] = rng.pick([
        ['安全监察部', '危险品运输'],
        ['安全监察部', '地面运行安全'],
        ['客舱服务部', '客舱应急设备'],
        ['飞行技术管理部', '飞行训练记录'],
        ['运行控制中心', '签派放行'],
        ['保卫部', '航空安保'],
        ['机务工程部', '航材管理'],
      ] as const);
      const city = cityOf(rng.pick(timetable).dest);
      return {
        picture: 'news-safety',
        title: `${department}赴${city}航站开展${topic}专项检查`,
        summary: `检查组对${city}航站的${topic}工作进行了全面检查，发现问题 ${rng.int(2, 9)} 项，已下发整改通知。`,
        body: ['航站已制定整改措施，明确责任人和完成时限。', '检查组将对整改情况进行跟踪验证。'],
      };
    },
  },
  {
    draw: ({ rng }) => {
      const city = cityOf(rng.pick(timetable).base);
      const drill = rng.pick([
        '航空器应急撤离',
        '客舱失火处置',
        '机上医疗急救',
        '航空器迫降救援',
        '反劫机处置',
      ]);
      return {
        picture: 'news-safety',
        title: `${city}航站组织${drill}联合演练`,
        summary: '航站联合机场、空管等单位开展演练，检验应急预案的可操作性和各单位的协同能力。',
        body: [
          `演练共出动保障车辆 ${rng.int(8, 30)} 辆，${rng.int(60, 240)} 人参加。`,
          '演练结束后召开讲评会，查找不足并修订预案。',
        ],
      };
    },
  },
  {
    fits: inMonths(10, 11, 12),
    draw: ({ rng, year, month }) => {
      // Snow comes in October to Harbin and Urumqi, later to the rest of the north.
      const city = cityOf(
        rng.pick(month === 10 ? ['HRB', 'URC'] : ['HRB', 'URC', 'PEK', 'LHW', 'HET', 'SJW']),
      );
      return {
        picture: 'news-winter',
        title: `${city}航站完成 ${year} 年冬季首次除冰作业`,
        summary: `受降雪影响，${city}航站启动除冰程序，为 ${rng.int(6, 24)} 架次航班完成除冰。`,
        body: ['机组严格执行除防冰程序，离港前确认保持时间。', '航站提前完成了除冰车辆检修和除冰液储备。'],
      };
    },
  },
  {
    fits: inMonths(2, 3),
    draw: ({ rng, year }) => {
      const city = cityOf(rng.pick(['HRB', 'URC', 'PEK', 'LHW', 'HET']));
      return {
        picture: 'news-winter',
        title: `${city}航站 ${year - 1}—${year} 年冬季运行保障工作总结`,
        summary: `本冬季${city}航站共保障除冰航班 ${rng.int(120, 900)} 架次，未发生不安全事件。`,
        body: ['总结会表彰了冬季运行保障先进个人。', '航站将针对冻雨天气保障中暴露的问题修订工作程序。'],
      };
    },
  },
  {
    fits: inMonths(...STORM_SEASON),
    draw: ({ rng }) => {
      const city = cityOf(rng.pick(['CAN', 'SZX', 'SHA', 'PVG', 'WUH', 'CTU', 'CKG', 'HGH']));
      return {
        picture: 'news-safety',
        title: `${city}地区强对流天气期间公司航班运行平稳`,
        summary: `受雷雨天气影响，${city}机场部分时段实施流量控制，公司提前调整航班计划。`,
        body: [
          `当日公司在${city}进出港航班 ${rng.int(24, 80)} 班，无一备降。`,
          '运控中心提醒机组提前研究航路天气，合理准备额外燃油。',
        ],
      };
    },
  },
  {
    fits: (m) => festivalsOn(m).length > 0,
    draw: (m) => {
      const [name, act] = m.rng.pick(festivalsOn(m));
      const rotation = m.rng.pick(timetable);
      const route = `${cityOf(rotation.base)}—${cityOf(rotation.dest)}`;
      return {
        picture: 'news-service',
        title: `${route}航班开展“${name}”主题服务`,
        once: `festival ${name}`,
        summary: `乘务组在${route}航班上${act}。`,
        body: ['乘务员用中英文双语送上节日祝福。', `活动受到旅客欢迎，收到表扬 ${m.rng.int(3, 20)} 件。`],
      };
    },
  },
  {
    draw: ({ rng, month }) => {
      // A city's flavour on a domestic route (abroad the caterer is another's).
      const rotation = rng.pick(timetable.filter((r) => !airportOf(r.dest).international));
      const route = `${cityOf(rotation.base)}—${cityOf(rotation.dest)}`;
      return {
        picture: 'news-service',
        title: `${route}航线推出${cityOf(rotation.dest)}风味餐食`,
        summary: `自 ${month} 月起，${route}航线两舱旅客可在线预订${cityOf(rotation.dest)}风味特色餐食。`,
        body: ['餐食由配餐公司与当地餐厅联合研发。', '乘务员将在航前准备中了解餐食成分，以便回答旅客询问。'],
      };
    },
  },
  {
    draw: (m) => ({
      picture: 'news-service',
      title: `客舱服务部 ${lastMonth(m)} 月收到旅客表扬 ${m.rng.int(40, 180)} 件`,
      once: `praise ${m.year}-${m.month}`,
      summary: `${lastMonth(m)} 月客舱服务部共收到旅客表扬信和意见卡表扬，无陪儿童和老年旅客服务获好评。`,
      body: [`乘务${m.rng.pick(['一', '二', '三', '四', '五'])}部获得本月服务质量第一名。`],
    }),
  },
  {
    fits: inMonths(3, 6, 9, 12),
    draw: ({ rng, year, month }) => {
      const fleet = rng.pick(FLEETS);
      return {
        picture: 'news-training',
        title: `飞行训练中心完成 ${year} 年第${quarterName(month / 3)}季度 ${fleet} 机长复训`,
        summary: `本季度共有 ${rng.int(12, 48)} 名 ${fleet} 机长完成模拟机复训和熟练检查，一次通过率 ${rng.int(94, 100)}%。`,
        body: ['复训重点为发动机失效、低能见度运行和机组资源管理。'],
      };
    },
  },
  {
    draw: ({ rng }) => {
      const fleet = rng.pick(FLEETS.slice(0, 3));
      const count = rng.int(3, 12);
      return {
        picture: 'news-training',
        title: `${count} 名副驾驶通过 ${fleet} 机长升级检查`,
        summary: `经过理论考试、模拟机检查和航线检查，${count} 名副驾驶获得 ${fleet} 机长资格。`,
        body: ['新机长将在带飞教员监督下完成规定的航线运行经历。'],
      };
    },
  },
  {
    draw: ({ rng, year, month }) => ({
      picture: 'news-training',
      title: `${year} 年第 ${Math.ceil(month / 2)} 期乘务员初始训练班结业`,
      summary: `${rng.int(30, 80)} 名学员完成为期 ${rng.int(8, 12)} 周的初始训练，将分配到各乘务大队带飞。`,
      body: ['训练包括应急撤离、水上迫降、客舱服务和急救等课程。'],
    }),
  },
  {
    draw: ({ rng, year, month }) => {
      const topic = rng.pick(['机上格斗技能', '防爆处置', '客舱巡查', '机上扰乱行为处置']);
      return {
        picture: 'news-training',
        title: `${year} 年 ${month} 月安全员${topic}复训完成`,
        once: `security training ${year}-${month}`,
        summary: `${rng.int(20, 60)} 名航空安全员参加${topic}复训，全部考核合格。`,
        body: ['保卫部将复训成绩纳入安全员年度考核。'],
      };
    },
  },
  {
    fits: inMonths(3, 10),
    draw: ({ rng, year, month }) => {
      const rotation = rng.pick(timetable.filter((r) => !r.longHaul));
      const route = `${cityOf(rotation.base)}—${cityOf(rotation.dest)}`;
      return {
        picture: 'news-route',
        title: `${year} 年${month === 3 ? '夏秋' : '冬春'}航季${route}航线加密至每日 ${rng.int(2, 4)} 班`,
        once: `season ${route} ${year}-${month}`,
        summary: `新航季起，${route}航线增加班次，满足旅客出行需求。`,
        body: [`航线使用 ${fleetName(rotation.family)} 机型执行。`, '请机组关注排班和签到时间的变化。'],
      };
    },
  },
  {
    draw: (m) => {
      const city = cityOf(m.rng.pick(timetable).base);
      return {
        picture: 'news-route',
        title: `${city}航站 ${lastMonth(m)} 月航班正常率达 ${m.rng.int(82, 96)}.${m.rng.int(0, 9)}%`,
        once: `on-time ${city} ${m.year}-${m.month}`,
        summary: `${city}航站 ${lastMonth(m)} 月保障公司航班 ${m.rng.int(900, 3200)} 班，航班正常率位居公司各航站前列。`,
        body: ['航站与机场、空管建立了延误航班协同处置机制。'],
      };
    },
  },
];

/** The news list the list length switch asks for: the seeded news, then older ones, every second day or so. */
export const newsOf = lengthened<(typeof news)[number]>(
  news,
  (() => {
    const rng = createRng('news-older');
    const told = toldOf(news);
    // Older than every seeded news (the oldest is 26 days old).
    let offset = -26;
    return (index) => {
      offset -= rng.int(1, 3);
      const { picture, title, summary, body } = drawUnique(NEWS_TEMPLATES, momentOf(rng, offset), told);
      return {
        id: `NW${pad(news.length + index + 1, 3)}`,
        title,
        summary,
        picture: `${FILES}/${picture}.jpg`,
        publishTime: beijingText(beijingAt(offset, rng.int(8 * 60 + 30, 18 * 60))),
        source: rng.pick(['公司新闻中心', '党群工作部', '飞行部', '客舱服务部']),
        views: rng.int(300, 5200),
        content:
          `<p><strong>${summary}</strong></p>` +
          para(...body) +
          `<p><img src="${FILES}/${picture}.jpg" alt="${title}" /></p>` +
          para('（通讯员 本网讯）'),
      };
    };
  })(),
);

// ---------- Announcements ----------

export const announcements: Array<{
  id: string;
  title: string;
  summary: string;
  department: string;
  publishTime: string;
  important: boolean;
  attachments: Attachment[];
  content: string;
}> = [
  [
    '关于发布《冬季运行技术通告》的通知',
    '飞行技术管理部',
    true,
    [PDF, DEICE],
    '请各机组认真学习冬季运行技术通告，并在执行冬季航班前完成考试。',
  ],
  [
    '北京首都机场西跨机位调整的通知',
    '运行控制中心',
    true,
    [STAND_CHART],
    '因施工，西跨 501–512 号机位暂停使用，相关航班调整至远机位。',
  ],
  [
    '关于做好强对流天气运行保障的通知',
    '运行控制中心',
    false,
    [RADAR],
    '近期华南地区强对流天气多发，请机组提前研究航路天气，合理准备备降燃油。',
  ],
  [
    '2026 年第四季度安全例会通知',
    '安全监察部',
    false,
    [],
    '定于本周五 14:00 召开第四季度安全例会，各大队负责人参加。',
  ],
  [
    '关于更新电子飞行包（EFB）软件的通知',
    '飞行技术管理部',
    false,
    [EFB_UPDATE],
    '请于执行航班前将 EFB 航图软件更新至最新版本。',
  ],
  ['客舱部冬季制服换装通知', '客舱服务部', false, [], '自下周一起，乘务员统一换装冬季制服。'],
  ['关于开展安全员体能复测的通知', '保卫部', false, [], '请各安全员按排班参加年度体能复测。'],
  [
    '关于公布春运期间加班航班计划的通知',
    '市场部',
    true,
    [STAND_CHART, RADAR],
    '春运期间将在京沪、京广等航线增加加班航班，请关注排班调整。',
  ],
].map(([title, department, important, attachments, summary], i) => ({
  id: `AN${pad(i + 1, 3)}`,
  title: title as string,
  summary: summary as string,
  department: department as string,
  publishTime: beijingText(fromNow(-i * 1.7 - 0.1)),
  important: important as boolean,
  attachments: attachments as Attachment[],
  content:
    para(summary as string, '具体要求见附件。各单位要高度重视，认真组织落实。') +
    `<p style="text-align:right">${department as string}<br/>${dayKey(-Math.round(i * 1.7))}</p>`,
}));

// ---------- Messages ----------

export const messageTypes = [
  { id: 'MT01', name: '系统通知' },
  { id: 'MT02', name: '航班变更' },
  { id: 'MT03', name: '培训通知' },
  { id: 'MT04', name: '安全信息' },
];

export interface MessageRecord {
  id: string;
  typeId: string;
  title: string;
  summary: string;
  sender: string;
  department: string;
  sendTime: string;
  important: boolean;
  content: string;
  attachments: Attachment[];
  /** Only these users receive it (empty: everyone). */
  recipients: string[];
}

const demoToday = flights.find(
  (f) => f.dayKey === 'today' && f.crew.some((c) => c.crewId === DEMO_CREW.pilot.id),
);
const demoTomorrow = flights.find(
  (f) => f.dayKey === 'tomorrow' && f.crew.some((c) => c.crewId === DEMO_CREW.pilot.id),
);
const demoCrewIds = Object.values(DEMO_CREW).map((m) => m.id);

const MESSAGES: Array<[string, string, string, string, boolean, Attachment[], string[]]> = [
  [
    'MT02',
    `${demoToday?.flightNo ?? 'HG1201'} 航班登机口变更`,
    `您执行的 ${demoToday?.flightNo ?? ''} 航班登机口变更为 ${demoToday?.gate ?? ''}，请注意。`,
    '运行控制中心',
    true,
    [],
    demoCrewIds,
  ],
  [
    'MT02',
    `${demoTomorrow?.flightNo ?? 'HG1401'} 航班任务提醒`,
    `您明日执行 ${demoTomorrow?.flightNo ?? ''} 航班，请按时完成网上准备和航前考试。`,
    '排班中心',
    false,
    [],
    demoCrewIds,
  ],
  [
    'MT01',
    '系统将于周日凌晨维护',
    '周日 02:00–04:00 系统维护，期间网上准备功能暂停使用。',
    '信息技术部',
    false,
    [],
    [],
  ],
  [
    'MT04',
    '冬季运行风险提示',
    '近期北方地区降雪，注意除冰雪程序与跑道污染报告。',
    '安全监察部',
    true,
    [PDF],
    [],
  ],
  ['MT03', '年度复训报名通知', '请于本月 30 日前在系统中确认年度复训时间。', '训练中心', false, [], []],
  [
    'MT01',
    '密码安全提醒',
    '为保障账号安全，请定期修改密码，不要将密码告知他人。',
    '信息技术部',
    false,
    [],
    [],
  ],
  ['MT04', '鸟击风险提示', '秋冬季候鸟迁徙，起降阶段注意鸟情通报。', '安全监察部', false, [RADAR], []],
  [
    'MT03',
    '危险品复训在线课程已上线',
    '危险品复训课程已上线，请在 15 日内完成学习和考试。',
    '训练中心',
    false,
    [],
    [],
  ],
  ['MT02', '航班时刻调整通知', '自下周一起 HG1501 起飞时间调整为 07:30。', '排班中心', false, [], []],
  ['MT01', '电子飞行包软件更新', 'EFB 航图软件已发布新版本，请及时更新。', '飞行技术管理部', false, [], []],
  [
    'MT04',
    '客舱失压处置案例分享',
    '某航空公司客舱失压处置案例，请组织学习。',
    '安全监察部',
    false,
    [DECOMPRESSION_CASE],
    [],
  ],
  ['MT03', '模拟机复训排班已发布', '下月模拟机复训排班已发布，请查看任务。', '训练中心', false, [], []],
  [
    'MT01',
    '体检到期提醒',
    '您的体检合格证将于 45 天后到期，请及时安排体检。',
    '航卫中心',
    true,
    [],
    demoCrewIds,
  ],
  [
    'MT02',
    'HG6101 航班机型调整',
    'HG6101 航班机型由 A330-300 调整为 A330-300（不同注册号），座位布局不变。',
    '运行控制中心',
    false,
    [],
    [],
  ],
  [
    'MT04',
    '雷雨季节绕飞要求',
    '遇雷雨绕飞，应提前申请，与雷暴单体保持 20 海里以上距离。',
    '飞行技术管理部',
    false,
    [STAND_CHART],
    [],
  ],
  ['MT01', '工会慰问活动通知', '冬季慰问品已到各大队，请到大队办公室领取。', '工会', false, [], []],
];

export const messages: MessageRecord[] = MESSAGES.map(
  ([typeId, title, summary, department, important, attachments, recipients], i) => {
    const rng = createRng(`message-${i}`);
    return {
      id: `MS${pad(i + 1, 4)}`,
      typeId,
      title,
      summary,
      sender: rng.pick(['张晓东', '刘敏', '孙立', '周洁', '系统']),
      department,
      sendTime: beijingText(fromNow(-i * 0.9 - 0.05, -rng.int(0, 300))),
      important,
      content: para(summary, '如有疑问，请联系发布部门。') + `<p style="text-align:right">${department}</p>`,
      attachments,
      recipients,
    };
  },
);

/** Messages already read in the seed: everything older than the fifth message. */
export const seededReadMessageIds = messages
  .slice(6)
  .filter((_, i) => i % 3 !== 0)
  .map((m) => m.id);

// ---------- Safety notices ----------

export const safetyNotices = [
  ['关于近期跑道侵入事件的安全警示', '紧急', '近期国内发生多起跑道侵入事件，请严格执行滑行许可复诵。'],
  ['冬季除冰雪运行安全提示', '重要', '请机组严格按照除冰液保持时间表运行，起飞前进行污染检查。'],
  ['客舱烟雾事件处置要点', '重要', '发现客舱烟雾应立即报告机长，按程序处置并准备应急撤离。'],
  ['高原机场运行安全提示', '一般', '高原机场运行注意发动机性能、刹车温度与旅客供氧。'],
  ['锂电池起火处置提示', '重要', '旅客携带的充电宝起火时，使用水或不可燃液体降温并隔离。'],
  ['颠簸防范安全提示', '一般', '预报有颠簸时，提前开启安全带信号灯，暂停客舱服务。'],
  ['外来物（FOD）防范提示', '一般', '绕机检查时注意发动机进气道和轮胎区域的外来物。'],
  ['疲劳风险管理提示', '重要', '机组成员应保证充足休息，出现疲劳时应主动报告。'],
].map(([title, level, summary], i) => ({
  id: `SN${pad(i + 1, 3)}`,
  title: title as string,
  level: level as string,
  department: i % 2 ? '飞行技术管理部' : '安全监察部',
  publishTime: beijingText(fromNow(-i * 3 - 0.3)),
  summary: summary as string,
  content: para(
    summary as string,
    '各单位要组织学习，并将落实情况报安全监察部。',
    '本通知自发布之日起执行。',
  ),
  attachments: i === 1 ? [PDF, DEICE] : i === 0 ? [STAND_CHART] : [],
}));

interface SafetyDraft extends Draft {
  level: '一般' | '重要' | '紧急';
  department: string;
  summary: string;
  attachments?: Attachment[];
}

/** Airports of the timetable (where the crews fly), by code. */
const FLOWN = [...new Set(timetable.flatMap((r) => [r.base, r.dest]))];
const FLOWN_HIGH = FLOWN.filter((code) => airportOf(code).elevation >= 400);
/** Airports of the timetable where winter fog often brings low-visibility operations. */
const FOGGY = ['PEK', 'TSN', 'SHA', 'PVG', 'HGH', 'CTU', 'TFU', 'CKG', 'WUH', 'XIY', 'HRB'].filter((code) =>
  FLOWN.includes(code),
);

const EVENTS: Array<[event: string, summary: string]> = [
  ['重着陆', '着陆前建立稳定进近，接地前避免大幅度推杆，发生重着陆后如实报告并记录。'],
  ['航空器偏出跑道', '湿跑道和污染跑道着陆前认真计算着陆距离，正确使用反推和自动刹车。'],
  ['从错误跑道起飞', '进入跑道前核对跑道号、航向和起飞许可，低能见度时尤其注意。'],
  ['航空器擦尾', '起飞抬轮和着陆拉平阶段严格按标准速度和姿态操纵，大侧风和阵风条件下尤其注意。'],
  ['不稳定进近继续着陆', '进近至 1000 英尺（目视 500 英尺）仍不稳定的，必须复飞，不得继续着陆。'],
  ['高度偏离', '严格执行高度指令复诵和交叉检查，改变高度时由两名飞行员确认。'],
  ['滑行冲出道面', '夜间和低能见度条件下滑行注意控制速度，对滑行路线有疑问时应停住并向管制员证实。'],
  ['起飞性能数据输入错误', '起飞数据由两名飞行员分别计算、交叉核对，装载变化后必须重新计算。'],
  ['地面碰擦', '推出和滑行时注意观察翼尖净距，发现障碍物立即停止。'],
  ['旅客机上吸烟', '发现旅客在洗手间吸烟应立即检查废物箱，并报告机长，落地后移交公安机关。'],
];
const CABIN_TOPICS: Array<[topic: string, summary: string]> = [
  ['机上旅客冲突处置', '旅客发生冲突时及时劝阻、调换座位，报告乘务长和机长，必要时由安全员处置。'],
  ['婴儿摇篮使用', '婴儿摇篮仅在平飞阶段使用，遇颠簸和起降前须将婴儿交由家长抱好。'],
  ['应急设备航前检查', '航前检查应逐项确认应急设备在位、在有效期内，发现问题及时报告机务。'],
  [
    '机上旅客突发疾病处置',
    '发现旅客突发疾病应立即报告机长，广播寻找医生，按程序使用机上急救箱和应急医疗箱。',
  ],
  ['应急出口座位旅客评估', '乘务员须在关舱门前完成应急出口座位旅客的评估和介绍，不符合条件的应予调换。'],
  ['行李架物品掉落防范', '开关行李架时提醒旅客注意，起飞、着陆前确认行李架已关好。'],
  ['热饮烫伤防范', '颠簸时暂停热饮服务，递送热饮时提醒旅客小心。'],
  ['客舱释压处置', '客舱释压时乘务员应立即就近坐好并戴上氧气面罩，待飞机下降到安全高度后再处置。'],
];
const SYSTEMS = ['引气系统', '空调组件', '襟缝翼', '刹车温度', '燃油不平衡', '液压系统'];

const SAFETY_TEMPLATES: Template<SafetyDraft>[] = [
  {
    draw: ({ rng }) => {
      const airport = airportOf(rng.pick(FLOWN));
      const [hazard, summary] = rng.pick([
        ['鸟击风险', `${airport.city}机场近期鸟类活动频繁，起降阶段注意观察，及时报告鸟情。`],
        ['低空风切变', `${airport.city}机场近期多次报告低空风切变，进近时注意速度和下滑道偏差，必要时复飞。`],
        ['跑道施工期间运行', `${airport.city}机场施工期间部分滑行道关闭，滑行前认真研究航行通告和机场图。`],
        [
          '跑道侵入热点',
          `${airport.city}机场跑道侵入热点区域已在机场图上标注，滑行经过时放慢速度，严格复诵许可。`,
        ],
        [
          '夜间助航灯光施工',
          `${airport.city}机场夜间助航灯光施工期间部分灯光不工作，注意航行通告公布的运行限制。`,
        ],
        [
          '净空障碍物',
          `${airport.city}机场进近区域新增临时障碍物（塔吊），注意最低下降高度和公布的程序调整。`,
        ],
      ] as const);
      return {
        title: `${airport.name}${hazard}安全提示`,
        level: rng.chance(0.3) ? '重要' : '一般',
        department: '飞行技术管理部',
        summary,
      };
    },
  },
  {
    draw: ({ rng }) => {
      const airport = airportOf(rng.pick(FLOWN_HIGH));
      return {
        title: `${airport.name}复杂地形运行安全提示`,
        level: '重要',
        department: '飞行技术管理部',
        summary: `${airport.city}机场标高 ${airport.elevation} 米，周边地形复杂，严格按公布程序飞行，注意近地警告和发动机性能。`,
      };
    },
  },
  {
    fits: inMonths(10, 11, 12, 1, 2),
    draw: ({ rng }) => {
      const airport = airportOf(rng.pick(FOGGY));
      return {
        title: `${airport.city}机场雾季低能见度运行提示`,
        level: '一般',
        department: '运行控制中心',
        summary: `${airport.city}机场进入雾季，机组应熟悉低能见度运行程序，提前准备备降方案和额外燃油。`,
      };
    },
  },
  {
    draw: ({ rng }) => {
      const [event, summary] = rng.pick(EVENTS);
      return {
        title: `关于近期${event}事件的安全警示`,
        level: rng.chance(0.35) ? '紧急' : '重要',
        department: '安全监察部',
        summary: `近期行业内发生${event}事件。${summary}`,
      };
    },
  },
  {
    draw: ({ rng }) => {
      const [topic, summary] = rng.pick(CABIN_TOPICS);
      return {
        title: `${topic}要点`,
        level: rng.chance(0.25) ? '重要' : '一般',
        department: '客舱服务部',
        summary,
      };
    },
  },
  {
    draw: ({ rng }) =>
      rng.pick<SafetyDraft>([
        {
          title: '关于加强驾驶舱门管控的通知',
          level: '重要',
          department: '保卫部',
          summary: '飞行中驾驶舱门须保持关闭锁定，开门前须按程序观察确认，乘务员做好前舱监控。',
        },
        {
          title: '机上扰乱行为处置要点',
          level: '一般',
          department: '保卫部',
          summary: '遇旅客扰乱行为，先口头制止并报告机长，必要时由安全员依法采取管束措施并做好取证。',
        },
        {
          title: '防范旅客冒用他人证件乘机的提示',
          level: '一般',
          department: '保卫部',
          summary: '登机时注意核对旅客身份，发现人证不符的及时报告地面值机人员。',
        },
      ]),
  },
  {
    draw: ({ rng }) => {
      const fleet = rng.pick(FLEETS);
      const system = rng.pick(SYSTEMS);
      return {
        title: `${fleet} 机队${system}故障安全提示`,
        level: rng.chance(0.3) ? '重要' : '一般',
        department: '机务工程部',
        summary: `近期 ${fleet} 机队多次出现${system}相关故障，机组应熟悉非正常程序，按最低设备清单（MEL）要求放行。`,
      };
    },
  },
  {
    // Each season's notice comes before it does.
    fits: inMonths(4, 5),
    draw: ({ year }) => ({
      title: `${year} 年雷雨季节运行安全提示`,
      level: '重要',
      department: '运行控制中心',
      summary: '雷雨季节来临，绕飞应提前申请，与雷暴单体保持 20 海里以上距离，严禁穿越雷暴。',
      attachments: [RADAR],
    }),
  },
  {
    fits: inMonths(6, 7),
    draw: ({ year }) => ({
      title: `${year} 年夏季高温运行安全提示`,
      level: '一般',
      department: '飞行技术管理部',
      summary: '高温天气下注意起飞性能限制和刹车温度，过站时间短时关注刹车冷却。',
    }),
  },
  {
    fits: inMonths(10, 11),
    draw: ({ year }) => ({
      title: `${year}—${year + 1} 年冬季除防冰运行安全提示`,
      level: '重要',
      department: '安全监察部',
      summary: '请机组严格按照除冰液保持时间表运行，起飞前进行污染检查，超出保持时间须重新除冰。',
      attachments: [DEICE],
    }),
  },
  {
    fits: inMonths(3, 4),
    draw: ({ year }) => ({
      title: `${year} 年春季大风沙尘天气运行提示`,
      level: '一般',
      department: '运行控制中心',
      summary: '春季北方地区大风、沙尘天气多发，注意侧风限制和能见度变化，及时获取最新天气实况。',
    }),
  },
];

const CLOSINGS = [
  '各单位要组织学习，并将落实情况报安全监察部。',
  '请各单位在机组准备会上传达到每一名机组成员。',
  '各单位要结合本单位实际，做好风险防控。',
];

/**
 * The safety notices the list length switch asks for: the seeded ones, then older ones, one every day or
 * four. Older notices are the archive of getsafetynotice; the notice step of a mission (prepnotices)
 * asks for the seeded ones, all in force.
 */
export const safetyNoticesOf = lengthened<(typeof safetyNotices)[number]>(
  safetyNotices,
  (() => {
    const rng = createRng('safety-older');
    const told = toldOf(safetyNotices);
    // Older than every seeded notice (the oldest is 22 days old).
    let offset = -22;
    return (index) => {
      offset -= rng.int(1, 4);
      const { title, level, department, summary, attachments } = drawUnique(
        SAFETY_TEMPLATES,
        momentOf(rng, offset),
        told,
      );
      return {
        id: `SN${pad(safetyNotices.length + index + 1, 3)}`,
        title,
        level,
        department,
        publishTime: beijingText(beijingAt(offset, rng.int(8 * 60 + 30, 17 * 60 + 30))),
        summary,
        content: para(summary, rng.pick(CLOSINGS), '本通知自发布之日起执行。'),
        attachments: attachments ?? [],
      };
    };
  })(),
);

/**
 * Older safety notices a crew member has long read (nine in ten): they come read, as the seed's older
 * ones do (flightdata-state), without a read list of hundreds per user. Opening one marks it read as usual.
 */
export function safetyReadInSeed(id: string): boolean {
  const index = Number(/^SN(\d+)$/.exec(id)?.[1]) - 1;
  return index >= safetyNotices.length && createRng(`safety-read-${id}`).chance(0.9);
}

// ---------- Operation notices ----------

/** The English titles of the operation notices, in order: the text of their attached files. */
const OPERATION_TITLES_EN = [
  'Beijing terminal area: revised departure and arrival procedures',
  'A320 family: engine start in cold weather',
  'Urumqi: de-icing pad in use',
  'New dispatch release form',
  'B737-800: brake temperature monitoring',
  'Chengdu Tianfu: runway 02 closed at night',
  'International routes: CPDLC requirements',
  'A330: APU bleed limitations',
];

export const operationNotices: OperationNoticeDetail[] = [
  ['运行通告', '关于调整北京终端区进离场程序的通告', true],
  ['技术通告', 'A320 系列飞机冷天起动发动机注意事项', true],
  ['临时通告', '乌鲁木齐机场除冰坪启用的通告', false],
  ['运行通告', '关于启用新版签派放行单的通告', false],
  ['技术通告', 'B737-800 刹车温度监控要求', false],
  ['临时通告', '成都天府机场 02 号跑道夜间关闭', true],
  ['运行通告', '国际航线 CPDLC 使用要求', false],
  ['技术通告', 'A330 APU 引气使用限制', false],
].map(([category, title, important], i) => {
  const effective = dayKey(-i * 4);
  const id = `OP${pad(i + 1, 3)}`;
  const english = OPERATION_TITLES_EN[i] ?? id;
  return {
    id,
    title: title as string,
    category: category as string,
    number: `FOD-${(category as string).slice(0, 2) === '运行' ? 'YX' : (category as string).slice(0, 2) === '技术' ? 'JS' : 'LS'}-${dayKey(0).slice(0, 4)}-${pad(60 - i * 3, 3)}`,
    department: i % 3 === 0 ? '运行控制中心' : '飞行技术管理部',
    publishTime: beijingText(fromNow(-i * 4 - 0.4)),
    effectiveDate: effective,
    expiryDate: category === '临时通告' ? dayKey(-i * 4 + 30) : null,
    summary: `${title as string}，自 ${effective} 起执行。`,
    important: important as boolean,
    content: para(
      `${title as string}。`,
      '一、适用范围：公司全部机组。',
      '二、具体要求：按附件执行，并在飞行准备时重点关注。',
      '三、本通告自生效日起执行，原有规定与本通告不一致的，以本通告为准。',
    ),
    attachments:
      i % 3 === 1
        ? [doc(`AT-${id}`, `${title as string}.pdf`, english, [`Notice ${id}, effective ${effective}.`])]
        : i === 0
          ? [STAND_CHART]
          : [],
  };
});
