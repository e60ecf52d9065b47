/**
 * Home and flight-data content: news, announcements, messages, safety and operation notices. The
 * pictures and the winter bulletin are real files in public/mock-files/ (scripts/gen-mock-files.ts);
 * every other attached document is a file of its own (db/documents).
 */
import type { Attachment, OperationNoticeDetail } from '@/api/schema/flightdata';
import type { NewsItem } from '@/api/schema/home';
import { beijingText, dayKey, fromNow } from './clock';
import { flights } from './flights';
import { DEMO_CREW } from './crew';
import { createRng, pad } from './random';
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
    picture: `${FILES}/${picture}.svg`,
    publishTime,
    source: rng.pick(['公司新闻中心', '党群工作部', '飞行部', '客舱服务部']),
    views: rng.int(300, 5200),
    content:
      `<p><strong>${summary}</strong></p>` +
      para(...body) +
      `<p><img src="${FILES}/${picture}.svg" alt="${title}" /></p>` +
      para('（通讯员 本网讯）'),
  };
});

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
