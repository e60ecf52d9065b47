/**
 * Routes (city pairs the timetable flies, both directions) with call signs and frequencies, distances
 * in km and NM, minimum safe altitudes and magnetic courses. Waypoint and airway names are made up.
 */
import type { Airport, Route, RouteFrequency, RouteSegment } from '@/api/schema/dynamics';
import { airportOf, bearing, distanceKm } from './airports';
import { createRng, pad } from './random';
import { timetable } from './timetable';

const rng = createRng('routes');
const AIRWAYS = [
  'A461',
  'A593',
  'B208',
  'G212',
  'W45',
  'A599',
  'R473',
  'H24',
  'W66',
  'B213',
  'A326',
  'G586',
  'L888',
  'W179',
];
const SYLLABLES = [
  'TO',
  'NI',
  'KA',
  'VE',
  'LU',
  'DO',
  'MA',
  'RE',
  'SU',
  'PI',
  'GO',
  'BE',
  'XI',
  'YA',
  'ZO',
  'HU',
];

function waypointName(): string {
  return `${rng.pick(SYLLABLES)}${rng.pick(SYLLABLES)}${rng.pick(['K', 'L', 'N', 'M', 'P', 'R', 'S', 'X'])}`;
}

/** Magnetic variation (degrees, east positive): west around 6° over eastern China, less inland. */
function variation(a: Airport): number {
  if (a.longitude < 60) return 3;
  return -Math.max(1, Math.min(10, Math.round((a.longitude - 75) / 6)));
}

const magnetic = (trueCourse: number, at: Airport) => (Math.round(trueCourse - variation(at)) + 360) % 360;

function controlName(a: Airport): { unit: string; callSign: string } {
  const region = a.intelligenceBureau.replace('情报区', '');
  const english: Record<string, string> = {
    北京: 'Beijing',
    上海: 'Shanghai',
    广州: 'Guangzhou',
    昆明: 'Kunming',
    武汉: 'Wuhan',
    兰州: 'Lanzhou',
    沈阳: 'Shenyang',
    乌鲁木齐: 'Urumqi',
    三亚: 'Sanya',
    香港: 'Hong Kong',
    福冈: 'Fukuoka',
    仁川: 'Incheon',
    新加坡: 'Singapore',
    曼谷: 'Bangkok',
    兰根: 'Langen',
    伦敦: 'London',
  };
  return { unit: `${region}区域管制`, callSign: `${english[region] ?? region} Control` };
}

const freq = () => `${rng.int(118, 135)}.${pad(rng.int(0, 39) * 25, 3)}`;

function features(a: Airport, b: Airport): string[] {
  const out: string[] = [];
  const high = Math.max(a.elevation, b.elevation);
  if (high > 2400) out.push(`高高原机场（标高 ${high} 米），执行高高原运行程序，机组须具备高原资质`);
  if (a.longitude < 106 || b.longitude < 106)
    out.push('航路经过横断山脉及青藏高原东缘，注意晴空颠簸与山地波');
  if (Math.abs(a.latitude - b.latitude) > 8)
    out.push('途经多个管制区，注意移交频率与高度层配备（米制/英制转换）');
  if (a.international || b.international)
    out.push('国际航线：注意出入境管制移交点、RVSM 英制高度层和 CPDLC 使用');
  if (a.latitude > 40 || b.latitude > 40) out.push('冬季注意除冰雪程序和跑道污染报告');
  if (b.latitude < 25 || a.latitude < 25) out.push('午后至傍晚多雷雨，提前考虑绕飞与备降燃油');
  if (out.length < 2) out.push('航路空域繁忙，常有流量控制，注意预计起飞时间');
  return out;
}

function nearestAlternate(to: Airport, from: Airport): string {
  const candidates = timetable
    .flatMap((r) => [r.base, r.dest])
    .map(airportOf)
    .filter(
      (x) =>
        x.code3 !== to.code3 &&
        x.code3 !== from.code3 &&
        x.international === to.international &&
        x.city !== to.city,
    );
  let best = candidates[0] as Airport;
  for (const c of candidates) if (distanceKm(to, c) < distanceKm(to, best)) best = c;
  return best?.code3 ?? from.code3;
}

/** Planned block time in minutes for a great-circle distance. */
export function blockMinutesFor(km: number): number {
  return Math.round((((km * 1.07) / 780) * 60) / 5) * 5 + 30;
}

export const routes: Route[] = [];
const seen = new Set<string>();
for (const rotation of timetable) {
  for (const [fromCode, toCode] of [
    [rotation.base, rotation.dest],
    [rotation.dest, rotation.base],
  ] as const) {
    const key = `${fromCode}-${toCode}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const from = airportOf(fromCode);
    const to = airportOf(toCode);
    const gc = distanceKm(from, to);
    const distance = Math.round(gc * 1.07);
    const mountainous =
      from.longitude < 106 || to.longitude < 106 || Math.max(from.elevation, to.elevation) > 1500;
    const msaBase = mountainous ? rng.int(4800, 6900) : rng.int(1200, 3000);
    const count = rng.int(3, 5);
    const names = Array.from({ length: count }, waypointName);
    const points = [fromCode, ...names, toCode];
    const segments: RouteSegment[] = [];
    for (let i = 0; i < points.length - 1; i += 1) {
      segments.push({
        from: points[i] as string,
        to: points[i + 1] as string,
        airway: i === 0 ? 'SID' : i === points.length - 2 ? 'STAR' : rng.pick(AIRWAYS),
        magneticCourse: (magnetic(bearing(from, to), from) + rng.int(-12, 12) + 360) % 360,
        distanceKm: Math.round(distance / (points.length - 1) + rng.int(-20, 20)),
        minSafeAltitude: Math.round((msaBase + rng.int(-600, 300)) / 100) * 100,
      });
    }
    const frequencies: RouteFrequency[] = [
      { unit: `${from.city}塔台`, callSign: `${from.code3} Tower`, frequency: freq() },
      { unit: `${from.city}进近`, callSign: `${from.code3} Approach`, frequency: freq() },
      { ...controlName(from), frequency: freq() },
      ...(controlName(to).unit !== controlName(from).unit ? [{ ...controlName(to), frequency: freq() }] : []),
      { unit: `${to.city}进近`, callSign: `${to.code3} Approach`, frequency: freq() },
      { unit: `${to.city}塔台`, callSign: `${to.code3} Tower`, frequency: freq() },
    ];
    const msa = Math.max(...segments.map((s) => s.minSafeAltitude));
    routes.push({
      id: `RT${pad(routes.length + 1, 3)}`,
      number: `HG-R${pad(routes.length + 1, 4)}`,
      name: `${from.name.replace('国际机场', '')}—${to.name.replace('国际机场', '')}`,
      from: fromCode,
      to: toCode,
      coordinateSystem: 'WGS-84',
      distanceKm: distance,
      distanceNm: Math.round(distance / 1.852),
      minSafeAltitude: msa,
      minSafeAltitudeFt: Math.round((msa * 3.2808) / 100) * 100,
      magneticCourse: magnetic(bearing(from, to), from),
      waypoints: names,
      segments,
      frequencies,
      features: features(from, to),
      alternate: nearestAlternate(to, from),
      blockMinutes: blockMinutesFor(gc),
    });
  }
}

const byPair = new Map(routes.map((r) => [`${r.from}-${r.to}`, r]));
const byId = new Map(routes.map((r) => [r.id, r]));

export function routeBetween(from: string, to: string): Route | undefined {
  return byPair.get(`${from}-${to}`);
}
export function findRoute(id: string | null | undefined): Route | undefined {
  return id ? byId.get(id) : undefined;
}
