/** The fleet: 25 aircraft with their engines, APU, weights, dates and deferred defects (MEL). */
import type { Aircraft, MelItem } from '@/api/schema/dynamics';
import { dayKey } from './clock';
import { createRng, pad } from './random';
import { SUBSIDIARIES } from './company';

interface TypeSpec {
  type: string;
  model: string;
  engineModel: string;
  engineCount: number;
  apuModel: string;
  seats: Aircraft['seats'];
  mtow: number;
  mlw: number;
  mzfw: number;
  oew: number;
  maxFuel: number;
  registrations: string[];
  /** Build years (relative: years before now). */
  age: [number, number];
}

const specs: TypeSpec[] = [
  {
    type: 'A320',
    model: 'A320-214',
    engineModel: 'CFM56-5B4/3',
    engineCount: 2,
    apuModel: 'APS3200',
    seats: { first: 0, business: 8, economy: 150 },
    mtow: 77000,
    mlw: 64500,
    mzfw: 61000,
    oew: 42600,
    maxFuel: 18730,
    registrations: ['B-6635', 'B-6712', 'B-8207', 'B-8519', 'B-1829', 'B-9942'],
    age: [6, 13],
  },
  {
    type: 'A320neo',
    model: 'A320-251N',
    engineModel: 'CFM LEAP-1A26',
    engineCount: 2,
    apuModel: 'APS3200',
    seats: { first: 0, business: 8, economy: 156 },
    mtow: 79000,
    mlw: 67400,
    mzfw: 64300,
    oew: 44300,
    maxFuel: 18730,
    registrations: ['B-30EM', 'B-32DJ', 'B-30FA', 'B-32GR'],
    age: [1, 5],
  },
  {
    type: 'A321',
    model: 'A321-231',
    engineModel: 'IAE V2533-A5',
    engineCount: 2,
    apuModel: 'GTCP131-9A',
    seats: { first: 0, business: 12, economy: 173 },
    mtow: 93500,
    mlw: 77800,
    mzfw: 73800,
    oew: 48500,
    maxFuel: 18600,
    registrations: ['B-8356', 'B-8391', 'B-1611', 'B-1832', 'B-6983'],
    age: [5, 12],
  },
  {
    type: 'A330-300',
    model: 'A330-343',
    engineModel: 'RR Trent 772B-60',
    engineCount: 2,
    apuModel: 'GTCP331-350C',
    seats: { first: 0, business: 30, economy: 271 },
    mtow: 233000,
    mlw: 187000,
    mzfw: 175000,
    oew: 124500,
    maxFuel: 109000,
    registrations: ['B-5937', 'B-8579', 'B-1063'],
    age: [6, 11],
  },
  {
    type: 'B737-800',
    model: 'B737-89L',
    engineModel: 'CFM56-7B26E',
    engineCount: 2,
    apuModel: 'GTCP131-9B',
    seats: { first: 0, business: 8, economy: 159 },
    mtow: 79015,
    mlw: 66361,
    mzfw: 62732,
    oew: 41413,
    maxFuel: 20894,
    registrations: ['B-5689', 'B-7182', 'B-1959', 'B-5827', 'B-6470'],
    age: [5, 14],
  },
  {
    type: 'B787-9',
    model: 'B787-9',
    engineModel: 'GEnx-1B74/75',
    engineCount: 2,
    apuModel: 'APS5000',
    seats: { first: 0, business: 30, economy: 263 },
    mtow: 254011,
    mlw: 192777,
    mzfw: 181436,
    oew: 128850,
    maxFuel: 101323,
    registrations: ['B-1466', 'B-20CL'],
    age: [3, 7],
  },
];

const rng = createRng('aircraft');

function dateYearsAgo(years: number, jitterDays: number): string {
  return dayKey(-Math.round(years * 365) - jitterDays);
}

export const aircraft: Aircraft[] = [];
for (const spec of specs) {
  spec.registrations.forEach((registration, i) => {
    const age = rng.int(spec.age[0], spec.age[1]);
    const built = rng.int(0, 300);
    const subsidiary =
      spec.type === 'A330-300' || spec.type === 'B787-9' ? SUBSIDIARIES[0] : rng.pick(SUBSIDIARIES);
    aircraft.push({
      id: `AC${pad(aircraft.length + 1, 3)}`,
      registration,
      type: spec.type,
      model: spec.model,
      subsidiary: subsidiary.name,
      engineModel: spec.engineModel,
      engineCount: spec.engineCount,
      apuModel: spec.apuModel,
      seats: { ...spec.seats },
      mtow: spec.mtow,
      mlw: spec.mlw,
      mzfw: spec.mzfw,
      oew: spec.oew + rng.int(-400, 400),
      maxFuel: spec.maxFuel,
      weightIndex: Math.round((40 + rng.next() * 20) * 10) / 10,
      manufactureDate: dateYearsAgo(age, built),
      equippingDate: dateYearsAgo(age, built - 45),
      joinedDate: dateYearsAgo(age, built - 60 - i),
      serialNumber: spec.type.startsWith('A') ? String(rng.int(3800, 11200)) : String(rng.int(38000, 66000)),
      deferredCount: 0,
    });
  });
}

/** Deferred-defect templates: ATA chapter, MEL reference, title, category, type, days allowed. */
const defects: Array<[string, string, string, string, string, number, string, string]> = [
  [
    '21-51',
    'MEL 21-51-01',
    '左空调组件流量控制活门故障',
    'C',
    'MEL',
    10,
    '(O) 飞行高度限制在 FL315 以下，单组件运行。',
    '(M) 关断并锁定故障活门在关位。',
  ],
  [
    '23-24',
    'MEL 23-24-01',
    '2号 VHF 通信收发机间断失效',
    'C',
    'MEL',
    10,
    '(O) 使用 1 号、3 号 VHF 通信。',
    '(M) 拔出并挂牌相关跳开关。',
  ],
  [
    '33-42',
    'MEL 33-42-02',
    '右大翼频闪灯不亮',
    'C',
    'MEL',
    10,
    '(O) 仅限昼间运行或其余防撞灯工作正常。',
    '无',
  ],
  [
    '34-11',
    'MEL 34-11-03',
    '备用空速管加温指示故障',
    'B',
    'MEL',
    3,
    '(O) 禁止在已知结冰条件下签派。',
    '(M) 检查加温功能正常后放行。',
  ],
  [
    '25-21',
    'CDL 25-21',
    '经济舱 32C 座椅靠背无法调节',
    'D',
    '非MEL',
    120,
    '该座椅锁定在直立位并挂“停用”标识。',
    '固定座椅靠背。',
  ],
  [
    '49-11',
    'MEL 49-11-01',
    'APU 不能启动',
    'C',
    'MEL',
    10,
    '(O) 使用地面气源和电源，起飞前完成交输引气启动。',
    '(M) 关断 APU 燃油活门。',
  ],
  [
    '52-11',
    'CDL 52-11',
    '后货舱门下部密封条破损',
    'C',
    'CDL',
    10,
    '性能按 CDL 附录修正，增加 0.5% 燃油。',
    '临时修理并每日检查。',
  ],
  [
    '38-11',
    'MEL 38-11-02',
    '后厨房饮用水加热器失效',
    'D',
    'MEL',
    120,
    '(O) 通知乘务组，热饮由前厨房提供。',
    '(M) 关断加热器电源。',
  ],
  [
    '30-42',
    'MEL 30-42-01',
    '右风挡加温控制器故障',
    'C',
    'MEL',
    10,
    '(O) 禁止在已知或预报结冰条件下运行。',
    '(M) 确认左侧风挡加温工作正常。',
  ],
  [
    '26-15',
    'MEL 26-15-01',
    '厕所烟雾探测器故障',
    'A',
    'MEL',
    2,
    '(O) 该厕所锁闭停用，乘务组每 30 分钟检查一次。',
    '(M) 锁闭厕所门并挂牌。',
  ],
  [
    '32-42',
    'MEL 32-42-01',
    '2号刹车温度传感器指示异常',
    'C',
    'MEL',
    10,
    '(O) 着陆后人工监控刹车温度，地面时间不少于 45 分钟。',
    '(M) 人工测温确认。',
  ],
  [
    '35-21',
    'MEL 35-21-01',
    '客舱便携式氧气瓶压力低于标准',
    'C',
    'MEL',
    10,
    '(O) 保证剩余氧气瓶满足最低配置。',
    '(M) 更换或补充氧气瓶。',
  ],
];

const melRng = createRng('mel');
/** Deferred and already fixed items; about a third of the fleet has open ones. */
export const melItems: MelItem[] = [];
for (const plane of aircraft) {
  if (!melRng.chance(0.55)) continue;
  const count = melRng.int(1, 3);
  for (let n = 0; n < count; n += 1) {
    const [ata, ref, title, category, type, days, op, mx] = melRng.pick(defects);
    const appliedAgo = melRng.int(0, Math.min(days, 9));
    const fixed = melRng.chance(0.35);
    const seq = melItems.length + 1;
    melItems.push({
      id: `MEL${pad(seq, 4)}`,
      aircraftId: plane.id,
      registration: plane.registration,
      ddNo: `DD-${dayKey(-appliedAgo).slice(0, 4)}-${pad(120 + seq * 7, 4)}`,
      ataChapter: ata,
      melRef: ref,
      title,
      category,
      type,
      applyDate: dayKey(-appliedAgo),
      deferralLimit: dayKey(-appliedAgo + days),
      state: fixed ? 'fixed' : 'deferred',
      fixedDate: fixed ? dayKey(-melRng.int(0, appliedAgo)) : null,
      operationalProcedure: op,
      maintenanceProcedure: mx,
    });
    if (!fixed) plane.deferredCount += 1;
  }
}

const byId = new Map(aircraft.map((a) => [a.id, a]));
const byReg = new Map(aircraft.map((a) => [a.registration.toUpperCase(), a]));

export function findAircraft(idOrRegistration: string | null | undefined): Aircraft | undefined {
  if (!idOrRegistration) return undefined;
  const key = idOrRegistration.trim();
  return (
    byId.get(key) ?? byReg.get(key.toUpperCase()) ?? byReg.get(`B-${key.toUpperCase().replace(/^B-?/, '')}`)
  );
}

export function melOf(aircraftId: string): MelItem[] {
  return melItems.filter((item) => item.aircraftId === aircraftId);
}
