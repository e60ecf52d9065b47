/** 60 crew members (pilots, cabin crew, security officers) with every field of SPEC §3. */
import type { CrewCategory, CrewMember } from '@/api/schema/dynamics';
import { dayKey } from './clock';
import { createRng, pad } from './random';

const rng = createRng('crew');

const SURNAMES =
  '王李张刘陈杨赵黄周吴徐孙胡朱高林何郭马罗梁宋郑谢韩唐冯于董程曹袁邓许傅沈曾彭吕苏卢蒋蔡贾丁魏薛叶余潘杜戴夏钟汪田任姜范方石姚谭廖邹熊金陆郝孔白崔康毛邱秦江史顾侯邵孟龙万段雷钱汤尹黎易常武乔贺赖龚文'.split(
    '',
  );
const MALE = [
  '志强',
  '建国',
  '伟',
  '磊',
  '浩然',
  '子轩',
  '俊杰',
  '明',
  '海涛',
  '鹏',
  '宇航',
  '晨',
  '博文',
  '思远',
  '天翔',
  '振华',
  '卫东',
  '国栋',
  '一鸣',
  '凯',
  '嘉豪',
  '立新',
  '涛',
  '云飞',
];
const FEMALE = [
  '婷',
  '静',
  '丽娜',
  '欣怡',
  '雨桐',
  '佳琪',
  '梦瑶',
  '思雨',
  '晓燕',
  '慧敏',
  '诗涵',
  '楠',
  '悦',
  '若曦',
  '文静',
  '蕾',
  '璐',
  '倩',
  '丹',
  '雅琪',
  '晓彤',
  '紫涵',
];
const NATIVE = [
  '山东青岛',
  '河北保定',
  '四川成都',
  '辽宁大连',
  '湖南长沙',
  '江苏南京',
  '浙江杭州',
  '湖北武汉',
  '陕西西安',
  '黑龙江哈尔滨',
  '河南郑州',
  '北京',
  '天津',
  '上海',
  '重庆',
  '福建厦门',
  '广东广州',
  '吉林长春',
  '山西太原',
  '安徽合肥',
  '江西南昌',
  '云南昆明',
  '内蒙古包头',
  '甘肃兰州',
];
const ETHNIC: Array<readonly [string, number]> = [
  ['汉族', 88],
  ['回族', 3],
  ['满族', 3],
  ['蒙古族', 2],
  ['壮族', 2],
  ['土家族', 1],
  ['朝鲜族', 1],
];
const POLITICAL: Array<readonly [string, number]> = [
  ['中共党员', 40],
  ['共青团员', 25],
  ['群众', 30],
  ['中共预备党员', 5],
];
const MANDARIN = ['一级乙等', '二级甲等', '二级甲等', '二级乙等'];
const EMPLOYMENT: Array<readonly [string, number]> = [
  ['正式合同制', 80],
  ['劳务派遣', 15],
  ['退休返聘', 5],
];
const PALETTE = ['#d4373e', '#e86a75', '#3d7bd9', '#2f9e75', '#c98a1b', '#7a5bc7', '#1f8fb0'];

/** An inline SVG avatar with up to two characters of the given name (no external URL). */
export function initialsAvatar(name: string, color: string): string {
  const text = name.length > 2 ? name.slice(-2) : name;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<circle cx="48" cy="48" r="48" fill="${color}"/>` +
    `<text x="48" y="60" font-size="34" text-anchor="middle" fill="#fff" font-family="sans-serif">${text}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

interface Blueprint {
  category: CrewCategory;
  post: string;
  levels: string[];
  departments: string[];
  schools: string[];
  majors: string[];
  english: string[];
  families?: string[];
  roles: Array<readonly [string[], number]>;
  hours: [number, number];
  age: [number, number];
  female: number;
}

const PILOT_DEPTS = [
  '飞行部飞行一大队',
  '飞行部飞行二大队',
  '飞行部飞行三大队',
  '上海分公司飞行部',
  '成都分公司飞行部',
  '广州分公司飞行部',
];
const PILOT_SCHOOLS = [
  '中国民用航空飞行学院',
  '中国民航大学',
  '南京航空航天大学',
  '北京航空航天大学',
  '空军航空大学',
  '澳大利亚CAE飞行学院（委培）',
];
const CABIN_DEPTS = [
  '客舱服务部乘务一中队',
  '客舱服务部乘务二中队',
  '客舱服务部乘务三中队',
  '上海分公司客舱部',
  '成都分公司客舱部',
  '广州分公司客舱部',
];
const CABIN_SCHOOLS = [
  '上海民航职业技术学院',
  '中国民航大学',
  '北京外国语大学',
  '广州民航职业技术学院',
  '西安航空职业技术学院',
  '四川西南航空职业学院',
];

const blueprints: Record<string, Blueprint> = {
  captain: {
    category: 'F',
    post: '机长',
    levels: ['A类教员机长', 'B类机长', 'C类机长', '航线机长'],
    departments: PILOT_DEPTS,
    schools: PILOT_SCHOOLS,
    majors: ['飞行技术', '交通运输（飞行）'],
    english: ['ICAO 4级', 'ICAO 5级', 'ICAO 6级'],
    roles: [
      [[], 5],
      [['教员'], 2],
      [['教员', '检查员'], 2],
      [['考官', '检查员'], 1],
    ],
    hours: [9000, 18000],
    age: [36, 55],
    female: 0.05,
  },
  firstOfficer: {
    category: 'F',
    post: '副驾驶',
    levels: ['F1副驾驶', 'F2副驾驶', 'F3副驾驶', 'F4第一副驾驶', 'F5第一副驾驶'],
    departments: PILOT_DEPTS,
    schools: PILOT_SCHOOLS,
    majors: ['飞行技术'],
    english: ['ICAO 4级', 'ICAO 4级', 'ICAO 5级'],
    roles: [[[], 1]],
    hours: [400, 6500],
    age: [24, 35],
    female: 0.1,
  },
  purser: {
    category: 'C',
    post: '乘务长',
    levels: ['主任乘务长', '乘务长', '两舱乘务长'],
    departments: CABIN_DEPTS,
    schools: CABIN_SCHOOLS,
    majors: ['空中乘务', '英语', '旅游管理', '酒店管理'],
    english: ['大学英语四级', '大学英语六级', '专业英语八级'],
    roles: [
      [[], 4],
      [['教员'], 2],
      [['检查员'], 1],
    ],
    hours: [6000, 14000],
    age: [29, 45],
    female: 0.8,
  },
  cabinCrew: {
    category: 'C',
    post: '乘务员',
    levels: ['头等舱乘务员', '公务舱乘务员', '普通舱乘务员', '见习乘务员'],
    departments: CABIN_DEPTS,
    schools: CABIN_SCHOOLS,
    majors: ['空中乘务', '英语', '日语', '旅游管理', '播音与主持'],
    english: ['大学英语四级', '大学英语六级', '专业英语四级'],
    roles: [[[], 1]],
    hours: [300, 6000],
    age: [21, 32],
    female: 0.75,
  },
  securityOfficer: {
    category: 'S',
    post: '航空安全员',
    levels: ['一级航空安全员', '二级航空安全员', '三级航空安全员', '四级航空安全员'],
    departments: ['保卫部航空安全员一大队', '保卫部航空安全员二大队'],
    schools: ['中国民航管理干部学院', '中国人民警察大学', '广州民航职业技术学院', '武警警官学院'],
    majors: ['航空安全保卫', '公安学', '侦查学', '体育教育'],
    english: ['大学英语四级', '大学英语三级', '无'],
    roles: [
      [[], 3],
      [['教员'], 1],
    ],
    hours: [800, 9000],
    age: [24, 42],
    female: 0,
  },
};

export type CrewRole = keyof typeof blueprints;

/** Fixed people the demo accounts are; the rest is generated. */
const fixed: Record<number, { name: string; gender: '男' | '女'; phone: string }> = {
  0: { name: '王志强', gender: '男', phone: '13800138001' },
  22: { name: '李雪', gender: '女', phone: '13800138002' },
  10: { name: '陈昊', gender: '男', phone: '13800138003' },
  52: { name: '赵磊', gender: '男', phone: '13800138004' },
};

/** Composition: 10 captains, 12 first officers, 8 pursers, 22 cabin crew, 8 security officers. */
const plan: Array<[CrewRole, number]> = [
  ['captain', 10],
  ['firstOfficer', 12],
  ['purser', 8],
  ['cabinCrew', 22],
  ['securityOfficer', 8],
];
/** Pilot type ratings, by index within their post; first of each list is the A320 family. */
const CAPTAIN_FAMILIES = [
  'A320系列',
  'A320系列',
  'A320系列',
  'A320系列',
  'A320系列',
  'B737',
  'B737',
  'A330',
  'A330',
  'B787',
];
const FO_FAMILIES = [
  'A320系列',
  'A320系列',
  'A320系列',
  'A320系列',
  'A320系列',
  'A320系列',
  'B737',
  'B737',
  'B737',
  'A330',
  'A330',
  'B787',
];

export const crewRoleOf = new Map<string, CrewRole>();
export const crewMembers: CrewMember[] = [];

const usedNames = new Set<string>();
for (const [role, count] of plan) {
  const bp = blueprints[role] as Blueprint;
  for (let i = 0; i < count; i += 1) {
    const index = crewMembers.length;
    const preset = fixed[index];
    const gender: '男' | '女' = preset?.gender ?? (rng.chance(bp.female) ? '女' : '男');
    let name = preset?.name ?? '';
    while (!name || usedNames.has(name)) {
      name = rng.pick(SURNAMES) + rng.pick(gender === '男' ? MALE : FEMALE);
    }
    usedNames.add(name);
    const age = rng.int(bp.age[0], bp.age[1]);
    const yearsIn = Math.max(1, Math.min(age - 21, rng.int(2, 20)));
    const military = bp.category === 'S' ? rng.chance(0.6) : bp.post === '机长' && rng.chance(0.2);
    const families = role === 'captain' ? CAPTAIN_FAMILIES : role === 'firstOfficer' ? FO_FAMILIES : null;
    const id = `CM${pad(index + 1, 3)}`;
    const englishLevel = rng.pick(bp.english);
    crewMembers.push({
      id,
      name,
      code: `HG${pad(10000 + index * 37 + rng.int(0, 30), 5)}`,
      category: bp.category,
      post: bp.post,
      department: rng.pick(bp.departments),
      employmentType: rng.weighted(EMPLOYMENT),
      technicalLevel: preset && role === 'captain' ? 'A类教员机长' : rng.pick(bp.levels),
      ethnicity: rng.weighted(ETHNIC),
      gender,
      englishLevel,
      education: rng.weighted([
        ['本科', 70],
        ['硕士研究生', bp.category === 'F' ? 15 : 5],
        ['大专', bp.category === 'F' ? 2 : 25],
      ]),
      nativePlace: rng.pick(NATIVE),
      mandarinLevel: rng.pick(MANDARIN),
      politicalStatus: rng.weighted(POLITICAL),
      school: military && bp.category === 'F' ? '空军航空大学' : rng.pick(bp.schools),
      major: rng.pick(bp.majors),
      militaryService: military
        ? `${bp.category === 'F' ? '空军' : rng.pick(['武警', '陆军', '空军'])}（${2026 - age + 19}-${2026 - age + 19 + rng.int(4, 12)}）`
        : '无',
      phone:
        preset?.phone ?? `1${rng.pick(['39', '58', '86', '37', '52', '88'])}${pad(rng.int(0, 99999999), 8)}`,
      avatar: rng.chance(0.6) || preset ? initialsAvatar(name, rng.pick(PALETTE)) : '',
      birthDate: dayKey(-Math.round(age * 365.25) - rng.int(0, 360)),
      joinDate: dayKey(-Math.round(yearsIn * 365.25) - rng.int(0, 360)),
      base: rng.weighted([
        ['北京', 6],
        ['上海', 2],
        ['成都', 1],
        ['广州', 1],
      ]),
      qualifiedTypes: families
        ? [families[i] ?? 'A320系列']
        : bp.category === 'C'
          ? ['A320系列', 'B737', 'A330', 'B787']
          : ['全机型'],
      totalHours: rng.int(bp.hours[0], bp.hours[1]),
      roles: preset
        ? role === 'captain'
          ? ['教员', '检查员']
          : role === 'purser'
            ? ['教员']
            : []
        : rng.weighted(bp.roles),
    });
    crewRoleOf.set(id, role);
  }
}

/** The demo people (see users.ts). */
export const DEMO_CREW = {
  pilot: crewMembers[0] as CrewMember,
  copilot: crewMembers[10] as CrewMember,
  cabin: crewMembers[22] as CrewMember,
  security: crewMembers[52] as CrewMember,
};

const byId = new Map(crewMembers.map((m) => [m.id, m]));
const byCode = new Map(crewMembers.map((m) => [m.code.toUpperCase(), m]));

/** By id (CM001) or staff code (HG10000). */
export function findCrewMember(idOrCode: string | null | undefined): CrewMember | undefined {
  if (!idOrCode) return undefined;
  const key = idOrCode.trim();
  return byId.get(key) ?? byCode.get(key.toUpperCase());
}

/** Aircraft family a type belongs to for crew qualifications. */
export function familyOf(aircraftType: string): string {
  if (aircraftType.startsWith('A32')) return 'A320系列';
  if (aircraftType.startsWith('B737')) return 'B737';
  if (aircraftType.startsWith('A330')) return 'A330';
  return 'B787';
}
