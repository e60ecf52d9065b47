/**
 * Cabin crew data of a flight: VIP and special-service passengers (deterministic per flight, sized by
 * its passenger figures), cabin positions of the rostered cabin crew, and rank and security messages
 * (a few seeded, more saved by the crew; reset to the seed).
 */
import type {
  CabinMessage,
  CabinMessageKind,
  CabinPosition,
  SavedCabinMessage,
  SpecialServicePassenger,
  VipPassenger,
} from '@/api/schema/cabin';
import type { CrewMember, Flight } from '@/api/schema/dynamics';
import { MockFailure } from '../lib/route';
import { onReset } from '../lib/reset';
import { beijingText, createRng, dutyText, findAircraft, findCrewMember, persistent, type Rng } from './seed';

const SURNAMES = '王李张刘陈杨赵黄周吴徐孙胡朱高林何郭马罗梁宋郑谢韩唐冯于董程曹袁邓许傅沈曾彭吕苏卢蒋';

/** Masked passenger names of one flight, never the same twice ("王先生", a child "王小朋友"). */
function namesOf(rng: Rng) {
  const used = new Set<string>();
  return (child = false): string => {
    for (;;) {
      const name = `${rng.pick(SURNAMES.split(''))}${child ? '小朋友' : rng.pick(['先生', '女士'])}`;
      if (!used.has(name)) {
        used.add(name);
        return name;
      }
    }
  };
}

/**
 * The seats of a flight's aircraft, row by row: premium rows from row 1 (2-2 abreast, 2-2-2 on a wide
 * body), then economy (3-3, 2-4-2 on the A330, 3-3-3 on the B787), the last row as full as the count
 * allows. Each seat is given once.
 */
function seatMapOf(flight: Flight) {
  const plane = findAircraft(flight.aircraftId);
  const seats = plane?.seats ?? { first: 0, business: 8, economy: 150 };
  const wide = flight.aircraftType.startsWith('A33') || flight.aircraftType.startsWith('B78');
  const rowsOf = (count: number, letters: string, firstRow: number): string[][] =>
    Array.from({ length: Math.ceil(count / letters.length) }, (_, r) =>
      letters
        .split('')
        .slice(0, Math.min(letters.length, count - r * letters.length))
        .map((l) => `${firstRow + r}${l}`),
    );
  const premium = rowsOf(seats.first + seats.business, wide ? 'ACDGHK' : 'ACDF', 1);
  const economyLetters = flight.aircraftType.startsWith('A33')
    ? 'ACDEFGHK'
    : flight.aircraftType.startsWith('B78')
      ? 'ABCDEFGHK'
      : 'ABCDEF';
  const economy = rowsOf(seats.economy, economyLetters, premium.length + 1);
  const taken = new Set<string>();
  const free = (rows: string[][], fits: (seat: string) => boolean = () => true) =>
    rows.flat().filter((seat) => !taken.has(seat) && fits(seat));
  return {
    premium,
    economy,
    /** A free seat of those rows (that fits), taken; undefined when none is left. */
    take(rng: Rng, rows: string[][], fits?: (seat: string) => boolean): string | undefined {
      const seat = rng.pick(free(rows, fits));
      if (seat) taken.add(seat);
      return seat;
    },
    /** The stretcher: the first three seats of the last two economy rows, when they are free. */
    stretcher(): string | undefined {
      const block = economy.slice(-2).map((row) => row.slice(0, 3));
      if (block.some((row) => row.length < 3 || row.some((seat) => taken.has(seat)))) return undefined;
      for (const seat of block.flat()) taken.add(seat);
      return block.map((row) => `${row[0]}–${row[2]!.replace(/^\d+/, '')}`).join('、');
    },
  };
}

const aisle = (seat: string) => /[CDGH]$/.test(seat);

const VIP_TITLES: Array<[title: string, level: string, requirements: string]> = [
  ['某省人民政府副省长', 'VVIP', '提前安排登机，优先提供餐饮，下机时安排专人引导'],
  ['某央企董事长', 'VIP', '安静休息，不打扰；需提供热毛巾和绿茶'],
  ['某部委司长', 'VIP', '随行秘书一名，座位相邻；需要当日报纸'],
  ['知名企业家', 'CIP', '会员里程白金卡，关注餐食偏好：少油少盐'],
  ['鸿翔航空终身白金卡会员', '金卡', '常旅客，偏好靠窗座位，喜欢咖啡'],
  ['某大学校长', 'CIP', '随身携带贵重文件，行李放置需协助'],
];

const SSR: Array<[code: string, name: string, description: string]> = [
  ['WCHR', '轮椅（可自行上下飞机）', '旅客能自行上下客梯和进出客舱座位，远距离行走需轮椅'],
  ['WCHS', '轮椅（不能上下客梯）', '旅客不能自行上下客梯，但能自行进出客舱座位，需升降车'],
  ['WCHC', '轮椅（完全不能行走）', '旅客完全不能行走，需机上轮椅，安排靠过道座位'],
  ['UMNR', '无成人陪伴儿童', '8岁儿童，交接文件随机，由乘务长负责交接'],
  ['BLND', '盲人旅客', '携带导盲犬，安排在经济舱第一排，起飞前单独介绍应急出口'],
  ['DEAF', '聋哑旅客', '使用书面方式沟通，安全演示提供书面说明'],
  ['MEDA', '医疗旅客', '术后恢复期，已出具诊断证明，需关注身体状况'],
  ['PETC', '客舱宠物', '小型犬一只，装于航空箱内，置于其前方座椅下方'],
  ['MOML', '穆斯林餐', '清真餐一份，已配餐'],
  ['VGML', '素食餐', '西式素食餐一份，已配餐'],
  ['DBML', '糖尿病餐', '低糖餐一份，已配餐'],
  ['CHML', '儿童餐', '儿童餐一份，已配餐'],
  ['BBML', '婴儿餐', '婴儿餐一份，已配餐，安排婴儿摇篮位'],
  ['STCR', '担架旅客', '担架占用经济舱最后两排各三个座位，随行医生一名'],
];

/**
 * The VIP and special-service passengers of a flight, seated on its aircraft's seat map: one passenger
 * per seat (the stretcher's six seats included), one name per passenger, VIPs in the premium cabin
 * only as far as its passengers go, a stretcher only when economy has its six seats free.
 */
function cabinListOf(flight: Flight): { vips: VipPassenger[]; services: SpecialServicePassenger[] } {
  const rng = createRng(`cabin-list-${flight.id}`);
  const map = seatMapOf(flight);
  const name = namesOf(rng);
  const { first, business, economy } = flight.passengers;
  const premiumPax = first + business;
  const vipCount = Math.min(premiumPax > 0 ? rng.int(1, 3) : rng.int(0, 1), Math.max(premiumPax, 1));
  const vips = rng
    .shuffle(VIP_TITLES)
    .slice(0, flight.passengers.total > 0 ? vipCount : 0)
    .flatMap(([title, level, requirements], i) => {
      const rows = premiumPax > 0 ? map.premium : map.economy.slice(0, 2);
      const seatNo = map.take(rng, rows);
      if (!seatNo) return [];
      return [
        {
          vipId: `${flight.id}-V${i + 1}`,
          missionId: flight.id,
          flightNo: flight.flightNo,
          name: name(),
          title,
          level,
          seatNo,
          cabinClass: premiumPax > 0 ? (first > 0 && i === 0 ? '头等舱' : '公务舱') : '经济舱（前排）',
          requirements,
          escort: level === 'VVIP' ? '地面服务部要客室 全程陪同' : level === 'VIP' ? '要客室引导登机' : '无',
        },
      ];
    });
  const economySeats = map.economy.flat().length;
  const count = Math.min(8, 2 + Math.floor(flight.passengers.total / 40), economy);
  const services = rng
    .shuffle(SSR.filter(([code]) => code !== 'STCR' || economy + 6 <= economySeats))
    .slice(0, count)
    .flatMap(([ssrCode, serviceName, description], i) => {
      const front = map.economy.slice(0, 3);
      const seatNo =
        ssrCode === 'STCR'
          ? map.stretcher()
          : ssrCode === 'BLND' || ssrCode === 'BBML'
            ? map.take(rng, map.economy.slice(0, 1))
            : ssrCode === 'UMNR'
              ? map.take(rng, front)
              : ssrCode === 'WCHC'
                ? map.take(rng, map.economy.slice(0, -2), aisle)
                : map.take(rng, map.economy.slice(0, -2));
      if (!seatNo) return [];
      return [
        {
          serviceId: `${flight.id}-S${i + 1}`,
          missionId: flight.id,
          flightNo: flight.flightNo,
          name: name(ssrCode === 'UMNR'),
          seatNo,
          ssrCode,
          serviceName,
          description,
        },
      ];
    });
  return { vips, services };
}

export const vipsOf = (flight: Flight): VipPassenger[] => cabinListOf(flight).vips;

export const specialServicesOf = (flight: Flight): SpecialServicePassenger[] => cabinListOf(flight).services;

/** Cabin positions in order: the purser's, then the cabin crew's (their post is their role everywhere). */
const POSITIONS: Array<[rankNo: string, area: string, responsibilities: string]> = [
  ['PS1', '前舱及全客舱', '全面负责客舱安全与服务，与机组协调，负责L1门'],
  ['SS1', '前舱', '负责两舱服务，R1门操作与监控'],
  ['SS2', '经济舱前区', '负责经济舱前区服务与安全，L2门'],
  ['SS3', '经济舱中区', '负责应急出口座位评估与确认，R2门'],
  ['SS4', '经济舱后区', '负责后厨房及后区服务，L3门'],
  ['SS5', '经济舱后区', '负责后区卫生间及R3门'],
  ['SS6', '经济舱后区', '协助后区服务与客舱巡视，L4门'],
];

/**
 * The cabin positions of a flight: each rostered cabin crew member with the duty the flight's crew list
 * gives them (乘务长, 乘务员, 航空安全员: the same role on every page), and the position's area and job.
 */
export function positionsOf(flight: Flight, me: CrewMember): CabinPosition[] {
  const cabin = flight.crew.filter((c) => c.duty === 'purser' || c.duty === 'cabinCrew');
  const ordered = [
    ...cabin.filter((c) => c.duty === 'purser'),
    ...cabin.filter((c) => c.duty === 'cabinCrew'),
  ];
  const out: CabinPosition[] = ordered.flatMap((c, i) => {
    const m = findCrewMember(c.crewId);
    const pos = POSITIONS[Math.min(i, POSITIONS.length - 1)];
    if (!m || !pos) return [];
    const [rankNo, area, responsibilities] = pos;
    return [
      {
        rankNo: i >= POSITIONS.length ? `SS${i}` : rankNo,
        duty: dutyText(c.duty),
        code: m.code,
        name: m.name,
        area,
        responsibilities,
        isMe: m.id === me.id,
      },
    ];
  });
  flight.crew
    .filter((c) => c.duty === 'securityOfficer')
    .forEach((c, i) => {
      const m = findCrewMember(c.crewId);
      if (m) {
        out.push({
          rankNo: `SF${i + 1}`,
          duty: dutyText(c.duty),
          code: m.code,
          name: m.name,
          area: '前舱及驾驶舱门区域',
          responsibilities: '负责驾驶舱门安保、机上秩序维护和安保巡查',
          isMe: m.id === me.id,
        });
      }
    });
  return out;
}

// ---------- Messages ----------

let saved = new Map<string, CabinMessage[]>();
let sequence = 0;
onReset(() => {
  saved = new Map();
  sequence = 0;
});
persistent(
  'cabinMessages',
  () => ({ saved: [...saved], sequence }),
  (data) => {
    const d = data as { saved?: Array<[string, CabinMessage[]]>; sequence?: number };
    saved = new Map(d.saved ?? []);
    sequence = d.sequence ?? 0;
  },
);

function seededMessages(flight: Flight): CabinMessage[] {
  const purser = findCrewMember(flight.crew.find((c) => c.duty === 'purser')?.crewId);
  const security = findCrewMember(flight.crew.find((c) => c.duty === 'securityOfficer')?.crewId);
  const at = beijingText(Date.parse(flight.plannedDeparture) - 150 * 60_000);
  const list: CabinMessage[] = [];
  if (purser) {
    list.push({
      messageId: `${flight.id}-M1`,
      missionId: flight.id,
      kind: 'rank',
      title: '号位安排说明',
      content: `本航班按标准号位执行，PS1 ${purser.name}。两舱服务由SS1负责，应急出口座位由SS3在关门前完成确认。`,
      author: purser.name,
      createdAt: at,
    });
  }
  if (security) {
    list.push({
      messageId: `${flight.id}-M2`,
      missionId: flight.id,
      kind: 'security',
      title: '航前安保提示',
      content:
        '本航班有要客乘机，登机期间加强前舱监控；起飞后30分钟进行第一次客舱安保巡查，驾驶舱门开启严格执行交叉确认。',
      author: security.name,
      createdAt: at,
    });
  }
  return list;
}

export function messagesOf(flight: Flight, kind?: CabinMessageKind): CabinMessage[] {
  const list = [...(saved.get(flight.id) ?? []), ...seededMessages(flight)];
  return kind ? list.filter((m) => m.kind === kind) : list;
}

/**
 * Who of a flight's crew a message goes to: a rank message to the cabin crew, a security message to
 * the cabin crew, the security officers and the captain (the cockpit door).
 */
export function recipientsOf(flight: Flight, author: CrewMember, kind: CabinMessageKind): string[] {
  const duties =
    kind === 'rank' ? ['purser', 'cabinCrew'] : ['purser', 'cabinCrew', 'securityOfficer', 'captain'];
  return flight.crew
    .filter((c) => duties.includes(c.duty) && c.crewId !== author.id)
    .flatMap((c) => findCrewMember(c.crewId)?.name ?? []);
}

/**
 * Saves a message for the crew of a flight not yet gone: they read it in their preparation from now on.
 * After departure (or a cancellation) nobody would read it there, so it is refused, saying so.
 */
export function saveMessage(
  flight: Flight,
  author: CrewMember,
  kind: CabinMessageKind,
  title: string,
  content: string,
): SavedCabinMessage {
  if (flight.status === 'cancelled') throw new MockFailure('航班已取消，留言不会送达机组');
  if (flight.status === 'departed' || flight.status === 'arrived' || flight.status === 'diverted')
    throw new MockFailure('航班已起飞，留言不会再送达机组，请直接联系机组');
  sequence += 1;
  const message: CabinMessage = {
    messageId: `${flight.id}-U${sequence}`,
    missionId: flight.id,
    kind,
    title: title || (kind === 'rank' ? '号位留言' : '安保留言'),
    content,
    author: author.name,
    createdAt: beijingText(Date.now()),
  };
  saved.set(flight.id, [message, ...(saved.get(flight.id) ?? [])]);
  return { ...message, recipients: recipientsOf(flight, author, kind), readableFrom: message.createdAt };
}
