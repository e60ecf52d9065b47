/** Flight risk items, derived from the flight's weather, airports, route, aircraft and crew. */
import type { Flight } from '@/api/schema/dynamics';
import type { RiskFeedbackType, RiskLevel } from '@/api/schema/flightdata';
import { findAircraft } from './aircraft';
import { airportOf } from './airports';
import { DAY_KEYS } from './clock';
import { findFlight } from './flights';
import { createRng } from './random';
import { findRoute } from './routes';
import { weatherOf } from './weather';

export interface RiskDef {
  id: string;
  flightId: string;
  category: string;
  title: string;
  level: RiskLevel;
  score: number;
  description: string;
  measures: string[];
  source: string;
}

export const LEVEL_TEXT: Record<RiskLevel, string> = { low: '低风险', medium: '中风险', high: '高风险' };
const SCORE: Record<RiskLevel, [number, number]> = { low: [10, 39], medium: [40, 69], high: [70, 92] };

export const riskFeedbackTypes: RiskFeedbackType[] = [
  { id: 'RB01', name: '风险评估偏高' },
  { id: 'RB02', name: '风险评估偏低' },
  { id: 'RB03', name: '控制措施建议' },
  { id: 'RB04', name: '信息有误' },
  { id: 'RB05', name: '其他' },
];

export function risksOf(flight: Flight): RiskDef[] {
  const rng = createRng(`risk-${flight.id}`);
  const offset = DAY_KEYS[flight.dayKey];
  const from = airportOf(flight.from);
  const to = airportOf(flight.to);
  const route = findRoute(flight.routeId);
  const plane = findAircraft(flight.aircraftId);
  const wx = weatherOf(flight.to, offset);
  const out: Array<Omit<RiskDef, 'id' | 'flightId' | 'score'>> = [];
  const badWx = ['雷阵雨', '小雪', '轻雾', '霾', '大风'].includes(wx.summary);
  out.push({
    category: '天气',
    title: `目的地天气：${wx.summary}，能见度 ${wx.visibility >= 9999 ? '10 公里以上' : `${wx.visibility} 米`}`,
    level: wx.summary === '雷阵雨' || wx.visibility < 1500 ? 'high' : badWx ? 'medium' : 'low',
    description: `${to.name}${wx.summary}，气温 ${wx.temperature}℃，风 ${wx.windDirection}° ${wx.windSpeed} 米/秒。${wx.metar}`,
    measures: ['起飞前再次获取目的地和备降场最新天气', '按公司规定携带额外燃油', '复习复飞和备降程序'],
    source: '气象中心',
  });
  const high = Math.max(from.elevation, to.elevation);
  if (high > 1500 || (route?.minSafeAltitude ?? 0) > 4500) {
    out.push({
      category: '机场/航路',
      title: high > 2438 ? '高高原机场运行' : '高原及复杂地形航路',
      level: high > 2438 ? 'high' : 'medium',
      description: `最高机场标高 ${high} 米，航路最低安全高度 ${route?.minSafeAltitude ?? 0} 米。`,
      measures: ['执行高原运行程序，检查氧气系统', '关注发动机性能和刹车温度', '制定释压及单发飘降预案'],
      source: '飞行技术管理部',
    });
  }
  if (plane && plane.deferredCount > 0) {
    out.push({
      category: '航空器',
      title: `飞机 ${plane.registration} 有 ${plane.deferredCount} 项保留故障`,
      level: plane.deferredCount > 1 ? 'medium' : 'low',
      description: '该飞机存在按 MEL/CDL 保留的故障项目，请在航前准备中查阅保留项目及其运行限制。',
      measures: ['查阅 MEL 保留项目及运行程序（O）项', '与机务确认保留项目状态'],
      source: '机务工程部',
    });
  }
  if (wx.temperature <= 3) {
    out.push({
      category: '季节性运行',
      title: '冬季运行（除冰雪）',
      level: wx.summary === '小雪' ? 'high' : 'medium',
      description: `目的地气温 ${wx.temperature}℃，可能需要除冰/防冰。`,
      measures: ['复习除冰液保持时间表', '执行冷天温度修正', '起飞前进行污染检查'],
      source: '运行控制中心',
    });
  }
  if (from.international || to.international) {
    out.push({
      category: '国际运行',
      title: '国际航线运行',
      level: 'low',
      description: '涉及出入境、英制高度层及境外管制移交。',
      measures: ['携带有效证件', '复习境外管制程序和 CPDLC 使用'],
      source: '运行控制中心',
    });
  }
  const tired = rng.weighted<RiskLevel>([
    ['low', 6],
    ['medium', 3],
    ['high', 1],
  ]);
  out.push({
    category: '机组',
    title: '机组疲劳风险',
    level: tired,
    description: '根据近 30 天和 90 天飞行时间及本次值勤时间评估。详见风险报告。',
    measures: ['保证航前休息时间', '如感疲劳主动报告', '合理分配机组工作负荷'],
    source: '疲劳风险管理系统',
  });
  return out.map((r, i) => ({
    ...r,
    id: `RK-${flight.id}-${i + 1}`,
    flightId: flight.id,
    score: rng.int(SCORE[r.level][0], SCORE[r.level][1]),
  }));
}

/** A risk by id ("RK-<flightId>-<n>"). */
export function findRisk(id: string): RiskDef | undefined {
  const match = /^RK-(.+)-(\d+)$/.exec(id);
  const flight = match ? findFlight(match[1]) : undefined;
  return flight ? risksOf(flight).find((r) => r.id === id) : undefined;
}

export function overallLevel(risks: RiskDef[]): RiskLevel {
  if (risks.some((r) => r.level === 'high')) return 'high';
  if (risks.some((r) => r.level === 'medium')) return 'medium';
  return 'low';
}
