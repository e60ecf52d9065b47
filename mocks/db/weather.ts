/**
 * Weather (METAR/TAF) and NOTAMs per airport, deterministic per airport and day, plausible for the
 * season and the airport's latitude and elevation.
 */
import type { Airport, AirportWeather } from '@/api/schema/dynamics';
import { airports, findAirport } from './airports';
import { beijingAt, dayKey, serverStart } from './clock';
import { createRng, pad } from './random';

const DAY = 86_400_000;

function dayOfYear(instant: number): number {
  const d = new Date(instant);
  return Math.floor((instant - Date.UTC(d.getUTCFullYear(), 0, 1)) / DAY) + 1;
}

function temperatureOf(a: Airport, instant: number, rng: ReturnType<typeof createRng>): number {
  const lat = Math.abs(a.latitude);
  const season = Math.cos(((dayOfYear(instant) - 200) / 365) * 2 * Math.PI);
  const base = 27 - 0.55 * Math.max(0, lat - 15) - (a.elevation / 1000) * 4;
  const amplitude = 0.45 * Math.max(0, lat - 15);
  return Math.round(base + amplitude * season + rng.int(-3, 3));
}

const signed = (n: number) => (n < 0 ? `M${pad(-n)}` : pad(n));

/** UTC "DDHHMMZ" of an instant. */
function zulu(instant: number): string {
  const d = new Date(instant);
  return `${pad(d.getUTCDate())}${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}Z`;
}

const cache = new Map<string, AirportWeather>();

/** Observed (or, for later days, expected) weather of an airport on a day (offset from today). */
export function weatherOf(code: string, offset = 0): AirportWeather {
  const airport = findAirport(code) ?? (airports[0] as Airport);
  const key = `${airport.code3}:${offset}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const rng = createRng(`wx-${key}`);
  const observed = offset === 0 ? Math.floor(serverStart / 1800000) * 1800000 : beijingAt(offset, 14 * 60);
  const temperature = temperatureOf(airport, observed, rng);
  const summary = rng.weighted<string>([
    ['晴', 40],
    ['多云', 25],
    ['阴', 10],
    ['小雨', temperature > 2 ? 8 : 0],
    ['雷阵雨', temperature >= 18 ? 6 : 0],
    ['轻雾', 5],
    ['霾', airport.latitude > 30 && !airport.international ? 4 : 0],
    ['小雪', temperature <= 1 ? 10 : 0],
    ['大风', 3],
  ]);
  const windSpeed = summary === '大风' ? rng.int(10, 15) : rng.int(0, 7);
  const windDirection = windSpeed === 0 ? 0 : rng.int(1, 36) * 10;
  const visibility =
    summary === '轻雾' || summary === '霾'
      ? rng.int(8, 40) * 100
      : summary === '小雪' || summary === '雷阵雨'
        ? rng.int(30, 80) * 100
        : 9999;
  const dew =
    temperature -
    rng.int(summary.includes('雨') || summary === '轻雾' ? 1 : 5, summary.includes('雨') ? 3 : 14);
  const qnh = rng.int(1003, 1028);
  const cloud: Record<string, string> = {
    晴: 'NSC',
    多云: `SCT0${rng.int(25, 45)}`,
    阴: `BKN0${rng.int(12, 30)} OVC0${rng.int(35, 60)}`,
    小雨: `-RA BKN0${rng.int(10, 20)} OVC0${rng.int(30, 45)}`,
    雷阵雨: `TSRA FEW0${rng.int(15, 30)}CB BKN0${rng.int(30, 45)}`,
    轻雾: `BR SCT0${rng.int(15, 30)}`,
    霾: `HZ FEW0${rng.int(30, 50)}`,
    小雪: `-SN BKN0${rng.int(8, 15)} OVC0${rng.int(25, 40)}`,
    大风: `FEW0${rng.int(30, 50)}`,
  };
  const wind = windSpeed === 0 ? '00000MPS' : `${pad(windDirection, 3)}${pad(windSpeed)}MPS`;
  const vis = visibility >= 9999 ? '9999' : pad(visibility, 4);
  const weather: AirportWeather = {
    airport: airport.code3,
    summary,
    temperature,
    windDirection,
    windSpeed,
    visibility,
    qnh,
    metar: `METAR ${airport.code4} ${zulu(observed)} ${wind} ${vis} ${cloud[summary]} ${signed(temperature)}/${signed(dew)} Q${qnh} NOSIG=`,
  };
  cache.set(key, weather);
  return weather;
}

/** UTC "DDHH" of an instant (TAF validity and change groups). */
const ddhh = (instant: number) => {
  const d = new Date(instant);
  return `${pad(d.getUTCDate())}${pad(d.getUTCHours())}`;
};
const HOUR = 3600_000;

/**
 * A TAF text for the airport on a day, consistent with weatherOf: issued at 05:00 Beijing (21Z), valid
 * 30 hours from the next 00Z, with the day's maximum temperature at 06Z and the night's minimum at 21Z
 * and any change group inside the validity, as a real TAF has them.
 */
export function tafOf(code: string, offset = 0): string {
  const airport = findAirport(code) ?? (airports[0] as Airport);
  const wx = weatherOf(airport.code3, offset);
  const rng = createRng(`taf-${airport.code3}:${offset}`);
  const issued = beijingAt(offset, 5 * 60);
  const start = issued + 3 * HOUR;
  const end = start + 30 * HOUR;
  const wind = wx.windSpeed === 0 ? '00000MPS' : `${pad(wx.windDirection, 3)}${pad(wx.windSpeed)}MPS`;
  const change = rng.chance(0.5)
    ? ` BECMG ${ddhh(start + 8 * HOUR)}/${ddhh(start + 10 * HOUR)} ${pad(rng.int(1, 36) * 10, 3)}0${rng.int(2, 8)}MPS`
    : wx.summary === '雷阵雨'
      ? ` TEMPO ${ddhh(start + 6 * HOUR)}/${ddhh(start + 10 * HOUR)} 3000 TSRA FEW030CB`
      : '';
  return (
    `TAF ${airport.code4} ${zulu(issued)} ${ddhh(start)}/${ddhh(end)} ${wind} ` +
    `${wx.visibility >= 9999 ? '9999' : pad(wx.visibility, 4)} SCT040 ` +
    `TX${signed(wx.temperature + 3)}/${ddhh(start + 6 * HOUR)}Z TN${signed(wx.temperature - 6)}/${ddhh(start + 21 * HOUR)}Z${change}=`
  );
}

export interface Notam {
  id: string;
  airport: string;
  /** NOTAM number, e.g. A1234/26. */
  number: string;
  /** 跑道, 滑行道, 导航设施, 机场设施, 空域. */
  category: string;
  /** Start and end in UTC, as the NOTAM's B) and C) items: "YYYY-MM-DD HH:mm" (end "PERM" for permanent). */
  validFrom: string;
  validTo: string;
  /** Full ICAO text. */
  text: string;
  /** Chinese plain-language summary. */
  summary: string;
  important: boolean;
}

const NOTAM_TEMPLATES: Array<[string, string, string, string]> = [
  ['跑道', 'QMRLC', 'RWY {rwy} CLSD DUE TO MAINT WIP.', '跑道 {rwy} 因维护施工关闭'],
  ['跑道', 'QMRHW', 'RWY {rwy} TDZ LGT U/S.', '跑道 {rwy} 接地带灯不工作'],
  ['滑行道', 'QMXLC', 'TWY {twy} CLSD BTN {twy2} AND {twy3}.', '滑行道 {twy} 在 {twy2} 与 {twy3} 之间关闭'],
  ['导航设施', 'QICAS', 'ILS RWY {rwy} U/S.', '跑道 {rwy} 仪表着陆系统不工作'],
  ['导航设施', 'QNVAS', 'DVOR/DME {vor} U/S DUE TO MAINT.', '全向信标/测距台 {vor} 维护停用'],
  ['机场设施', 'QFAHX', 'ACFT STAND {stand} CLSD.', '{stand} 号机位关闭'],
  [
    '空域',
    'QRDCA',
    'TEMPO DANGER AREA ESTABLISHED WI 10KM RADIUS CENTERED AT {coord} SFC-6000M.',
    '以 {coord} 为中心半径 10 公里设置临时危险区，地面至 6000 米',
  ],
  [
    '机场设施',
    'QFUAU',
    'FUEL SUPPLY LTD, JET A-1 AVBL ONLY WITH PRIOR NOTICE 4HR.',
    '航油供应受限，需提前 4 小时申请',
  ],
  ['空域', 'QPIXX', 'RNP AR APCH RWY {rwy} PROC NOT AVBL.', '跑道 {rwy} RNP AR 进近程序暂停使用'],
];

const notamCache = new Map<string, Notam[]>();

/** Active NOTAMs of an airport. */
export function notamsOf(code: string): Notam[] {
  const airport = findAirport(code);
  if (!airport) return [];
  const hit = notamCache.get(airport.code3);
  if (hit) return hit;
  const rng = createRng(`notam-${airport.code3}`);
  const count = rng.int(2, 5);
  const list: Notam[] = [];
  const year = dayKey(0).slice(2, 4);
  for (let i = 0; i < count; i += 1) {
    const [category, q, text, summary] = rng.pick(NOTAM_TEMPLATES);
    const rwy = rng.pick(airport.runways);
    const vars: Record<string, string> = {
      rwy,
      twy: rng.pick(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'K', 'L']) + String(rng.int(1, 9)),
      twy2: rng.pick(['A', 'B', 'C', 'D', 'E']) + String(rng.int(1, 9)),
      twy3: rng.pick(['F', 'G', 'H', 'J', 'K']) + String(rng.int(1, 9)),
      vor: airport.code3.slice(0, 2) + rng.pick(['V', 'K', 'D']),
      stand: String(rng.int(101, 560)),
      coord: `${Math.floor(airport.latitude)}${pad(rng.int(0, 59))}N${pad(Math.floor(airport.longitude), 3)}${pad(rng.int(0, 59))}E`,
    };
    const fill = (s: string) => s.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? k);
    const startOffset = -rng.int(0, 20);
    const endOffset = rng.int(3, 60);
    const series = airport.international ? 'A' : rng.pick(['A', 'C', 'D']);
    const number = `${series}${pad(rng.int(100, 4999), 4)}/${year}`;
    const b = dayKey(startOffset).replace(/-/g, '').slice(2) + '0000';
    const c = endOffset > 55 ? 'PERM' : `${dayKey(endOffset).replace(/-/g, '').slice(2)}2359`;
    list.push({
      id: `NT-${airport.code3}-${i + 1}`,
      airport: airport.code3,
      number,
      category,
      validFrom: `${dayKey(startOffset)} 00:00`,
      validTo: c === 'PERM' ? 'PERM' : `${dayKey(endOffset)} 23:59`,
      text:
        `${number} NOTAMN\nQ)${airport.intelligenceBureau === '北京情报区' ? 'ZBPE' : airport.code4}/${q}/IV/NBO/A/000/999/\n` +
        `A)${airport.code4} B)${b} C)${c}\nE)${fill(text)}`,
      summary: fill(summary),
      important: category === '跑道' || q === 'QICAS',
    });
  }
  notamCache.set(airport.code3, list);
  return list;
}
