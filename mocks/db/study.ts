/**
 * Study material: training videos and courses (posters in public/mock-files/posters), public documents
 * and their types. Videos are not shipped: each one streams from the company media server
 * (streaming: true), which the demo cannot reach, so the player shows its error state.
 */
import type { PublicDoc, PublicDocType, TrainingCourse, TrainingVideo } from '@/api/schema/compinfo';
import { dayKey } from './clock';
import { createRng, pad } from './random';
import { documentFile } from './documents';

export const MEDIA_SERVER = 'https://media.hongxiang-air.example/vod';

const poster = (slug: string) => `/mock-files/posters/${slug}.svg`;

interface CourseRow {
  courseId: string;
  title: string;
  category: string;
  slug: string;
  teacher: string;
  description: string;
  lessons: Array<[title: string, minutes: number]>;
}

const COURSES: CourseRow[] = [
  {
    courseId: 'C101',
    title: '陆地应急撤离程序',
    category: '应急处置',
    slug: 'emergency-evacuation',
    teacher: '王丽娟（乘务教员）',
    description: '依据《客舱安全手册》第5章，讲解有准备和无准备的陆地撤离、出口评估、口令与旅客指挥。',
    lessons: [
      ['撤离的判断与指挥口令', 14],
      ['出口评估与滑梯使用', 18],
      ['特殊旅客的协助撤离', 12],
    ],
  },
  {
    courseId: 'C102',
    title: '客舱火灾与烟雾处置',
    category: '应急处置',
    slug: 'fire-fighting',
    teacher: '李建国（安全教员）',
    description: '灭火三人小组分工，海伦灭火瓶与防烟面罩（PBE）使用，锂电池起火的处置要点。',
    lessons: [
      ['灭火小组的分工与通讯', 11],
      ['锂电池起火处置', 16],
    ],
  },
  {
    courseId: 'C103',
    title: '水上迫降与救生设备',
    category: '应急处置',
    slug: 'ditching',
    teacher: '王丽娟（乘务教员）',
    description: '水上迫降前的客舱准备、救生衣与救生船的使用、入水后的生存要点。',
    lessons: [
      ['水上迫降客舱准备', 15],
      ['救生船的释放与登乘', 20],
    ],
  },
  {
    courseId: 'C201',
    title: '机组资源管理（CRM）复训',
    category: '机组资源管理',
    slug: 'crm',
    teacher: '赵明（飞行教员）',
    description: '以真实案例讲解沟通、决策、情景意识和威胁与差错管理（TEM）。',
    lessons: [
      ['驾驶舱沟通与权威梯度', 22],
      ['威胁与差错管理案例', 25],
      ['疲劳风险管理', 18],
    ],
  },
  {
    courseId: 'C202',
    title: '冬季运行与航空气象',
    category: '飞行技术',
    slug: 'weather',
    teacher: '陈海涛（气象教员）',
    description: '积冰、低能见度、风切变等冬季天气的识别与运行对策，除防冰程序。',
    lessons: [
      ['积冰与除防冰程序', 19],
      ['低能见度运行', 17],
    ],
  },
  {
    courseId: 'C203',
    title: 'B737-800系统复习',
    category: '飞行技术',
    slug: 'b737-systems',
    teacher: '孙志强（B737教员）',
    description: '液压、电源、引气与增压系统的结构和非正常程序。',
    lessons: [
      ['液压系统与非正常程序', 24],
      ['电源系统', 21],
      ['引气与增压', 23],
    ],
  },
  {
    courseId: 'C301',
    title: '危险品运输知识',
    category: '危险品',
    slug: 'dangerous-goods',
    teacher: '周晓（危险品教员）',
    description: '危险品分类、旅客携带规定、NOTOC与机上危险品事件处置。',
    lessons: [
      ['危险品分类与标签', 16],
      ['旅客行李中的危险品', 13],
    ],
  },
  {
    courseId: 'C302',
    title: '机上急救',
    category: '航空医学',
    slug: 'first-aid',
    teacher: '刘芳（航医）',
    description: '心肺复苏与AED、气道异物梗阻、常见机上急症的处置。',
    lessons: [
      ['心肺复苏与AED', 18],
      ['机上常见急症', 15],
    ],
  },
];

/** Stand-alone videos outside any course. */
const SINGLE_VIDEOS: Array<
  [title: string, category: string, slug: string, minutes: number, description: string]
> = [
  ['两舱服务标准流程', '客舱服务', 'service', 26, '头等舱、公务舱的迎客、餐饮与送客服务标准。'],
  [
    '机上扰乱行为处置',
    '航空安保',
    'security',
    14,
    '扰乱行为的分级、口头警告与管束程序，与机长和地面的协同。',
  ],
  ['驾驶舱门进出程序', '航空安保', 'security', 9, '驾驶舱门开启前的客舱确认与通讯程序。'],
  ['旅客充电宝乘机规定', '危险品', 'dangerous-goods', 6, '充电宝额定能量判断与客舱宣讲要点。'],
  ['高原机场运行特点', '飞行技术', 'weather', 21, '拉萨、西宁等高原机场的性能、供氧与释压程序。'],
];

function build(): { videos: TrainingVideo[]; courses: TrainingCourse[] } {
  const rng = createRng('study-videos');
  const videos: TrainingVideo[] = [];
  const courses: TrainingCourse[] = COURSES.map((c, ci) => {
    const videoIds = c.lessons.map(([title, minutes], li) => {
      const videoId = `V${c.courseId.slice(1)}${pad(li + 1)}`;
      videos.push({
        videoId,
        title: `${c.title}（${li + 1}）${title}`,
        category: c.category,
        courseId: c.courseId,
        poster: poster(c.slug),
        duration: minutes * 60 + rng.int(0, 59),
        url: `${MEDIA_SERVER}/${videoId}/index.m3u8`,
        streaming: true,
        description: `${c.description}本节：${title}。`,
        publishDate: dayKey(-20 - ci * 9 - li),
        views: rng.int(120, 2600),
      });
      return videoId;
    });
    const hours = Math.round(c.lessons.reduce((sum, [, m]) => sum + m, 0) / 6) / 10;
    return {
      courseId: c.courseId,
      title: c.title,
      category: c.category,
      poster: poster(c.slug),
      teacher: c.teacher,
      hours,
      description: c.description,
      videoIds,
    };
  });
  SINGLE_VIDEOS.forEach(([title, category, slug, minutes, description], i) => {
    const videoId = `V9${pad(i + 1, 3)}`;
    videos.push({
      videoId,
      title,
      category,
      courseId: null,
      poster: poster(slug),
      duration: minutes * 60 + rng.int(0, 59),
      url: `${MEDIA_SERVER}/${videoId}/index.m3u8`,
      streaming: true,
      description,
      publishDate: dayKey(-3 - i * 6),
      views: rng.int(80, 1800),
    });
  });
  return { videos, courses };
}

export const { videos, courses } = build();

const DOC_TYPES: Array<[typeId: string, name: string]> = [
  ['D01', '运行手册'],
  ['D02', '安全管理'],
  ['D03', '客舱服务'],
  ['D04', '规章制度'],
  ['D05', '培训通知'],
];

const DOCS: Array<[typeId: string, title: string, department: string, summary: string]> = [
  [
    'D01',
    '飞行运行手册（FOM）第12版修订说明',
    '飞行技术管理部',
    '本次修订涉及第4章签派放行、第7章燃油政策和第9章高原运行。',
  ],
  ['D01', '冬季运行手册（除防冰）', '运行控制中心', '地面除防冰程序、保持时间表的使用和冬季运行风险提示。'],
  [
    'D01',
    '机组最低设备清单（MEL）使用说明',
    '机务工程部',
    'MEL的结构、修理类别、（O）（M）程序的执行与保留故障的签署。',
  ],
  ['D01', '缩小垂直间隔（RVSM）运行程序', '飞行技术管理部', 'RVSM空域的设备要求、高度表交叉检查和应急程序。'],
  [
    'D02',
    '安全管理体系（SMS）手册',
    '安全监察部',
    '公司安全政策、风险管理流程、安全报告渠道与非惩罚性原则。',
  ],
  ['D02', '不安全事件报告与调查规定', '安全监察部', '不安全事件的分类、报告时限、调查程序和整改闭环。'],
  ['D02', '疲劳风险管理实施细则', '安全监察部', '飞行和执勤时间限制、疲劳报告和排班优化措施。'],
  ['D03', '客舱服务标准手册', '客舱服务部', '各舱位服务流程、特殊旅客服务和服务用语规范。'],
  ['D03', '特殊旅客服务指南', '客舱服务部', '轮椅旅客、无成人陪伴儿童、盲人和聋哑旅客等的服务要求。'],
  ['D03', '机上餐食与特殊餐食代码', '客舱服务部', '特殊餐食代码（VGML、MOML、DBML、CHML等）与配餐核对流程。'],
  ['D04', '员工奖惩管理规定', '人力资源部', '奖惩原则、奖励种类和违规处理程序。'],
  ['D04', '机组出勤与签到管理规定', '飞行部', '签到时间、酒精检测、迟到和缺勤的处理。'],
  ['D04', '航空安保管理规定', '保卫部', '航空器安保、机上安保人员职责和非法干扰的处置。'],
  ['D05', '年度复训计划安排', '培训中心', '全年复训、模拟机训练和应急训练的时间安排。'],
  ['D05', '危险品年度培训通知', '培训中心', '危险品培训的对象、时间、地点和考核要求。'],
  ['D05', '高原机场资质培训通知', '飞行部', '高原机场运行资格的理论与模拟机训练安排。'],
];

/** The English titles of DOCS, in order: the text of each document's own file. */
const DOC_TITLES_EN = [
  'Flight Operations Manual (FOM), revision 12: summary of changes',
  'Winter Operations Manual (de-icing and anti-icing)',
  'Minimum Equipment List (MEL): user guide',
  'Reduced Vertical Separation Minimum (RVSM) procedures',
  'Safety Management System (SMS) manual',
  'Occurrence reporting and investigation rules',
  'Fatigue risk management: implementing rules',
  'Cabin service standards manual',
  'Special passengers: service guide',
  'Meals and special meal codes',
  'Staff rewards and discipline rules',
  'Crew attendance and report rules',
  'Aviation security rules',
  'Annual recurrent training plan',
  'Dangerous goods: annual training notice',
  'High-altitude airport qualification: training notice',
];

export const publicDocs: PublicDoc[] = DOCS.map(([typeId, title, department, summary], i) => {
  const typeName = DOC_TYPES.find(([id]) => id === typeId)?.[1] ?? '';
  const docId = `PD${pad(i + 1, 3)}`;
  const publishDate = dayKey(-(5 + i * 7));
  return {
    docId,
    typeId,
    typeName,
    title,
    docNo: `鸿航${typeName.slice(0, 2)}〔${dayKey(0).slice(0, 4)}〕${pad(10 + i * 3, 3)}号`,
    department,
    publishDate,
    fileUrl: documentFile(docId, () => ({
      title: DOC_TITLES_EN[i] ?? docId,
      lines: [
        'Hongxiang Airlines - company document',
        `Document ${docId}, published ${publishDate}`,
        '',
        'Demo content of the built-in backend: the full text is in the company document system.',
      ],
    })),
    fileSizeKb: 180 + ((i * 137) % 900),
    summary,
  };
});

export function publicDocTypes(): PublicDocType[] {
  return DOC_TYPES.map(([typeId, name]) => ({
    typeId,
    name,
    count: publicDocs.filter((d) => d.typeId === typeId).length,
  }));
}

/** Which documents are pushed to a crew category, and which of them must be read. */
export function docsPushedTo(
  category: string,
): Array<{ doc: PublicDoc; mustRead: boolean; pushedDaysAgo: number }> {
  const wanted = category === 'F' ? ['D01', 'D02', 'D04', 'D05'] : ['D02', 'D03', 'D04', 'D05'];
  return publicDocs
    .filter((d) => wanted.includes(d.typeId))
    .slice(0, 8)
    .map((doc, i) => ({ doc, mustRead: i < 3, pushedDaysAgo: i * 2 }));
}
