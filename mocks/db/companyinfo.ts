/**
 * Company information derived from the core seed: airport documents and charts, route legs with their
 * call signs and frequencies, route characteristics, weather data and airport risk factors.
 */
import type {
  AirportDoc,
  AirportInfo,
  NavAirwayLeg,
  RouteCharacteristic,
  RouteData,
  WeatherData,
} from '@/api/schema/compinfo';
import type { Airport, Route } from '@/api/schema/dynamics';
import type { AirportRiskFactor, RiskLevel } from '@/api/schema/prepare';
import { airports, findAirport } from './airports';
import { dayKey } from './clock';
import { createRng, pad } from './random';
import { routes } from './routes';
import { documentFile } from './documents';
import { tafOf, weatherOf } from './weather';

/** A picture chart (shipped by the core seed in public/mock-files). */
export const STAND_CHART_PICTURE = '/mock-files/notice-stand-chart.png';

const docCache = new Map<string, AirportDoc[]>();

/** Documents and charts of an airport: the regulations, the aerodrome chart, SIDs, STARs and approaches. */
export function airportDocs(code: string): AirportDoc[] {
  const airport = findAirport(code);
  if (!airport) return [];
  const hit = docCache.get(airport.code3);
  if (hit) return hit;
  const rng = createRng(`docs-${airport.code3}`);
  const version = `AIP ${dayKey(-rng.int(10, 50)).slice(0, 7).replace('-', '/')}`;
  const list: AirportDoc[] = [];
  /** A chart or document with its own file (its English title is the file's text), or a picture. */
  const add = (category: string, name: string, english: string, pages: number, picture?: string) => {
    const docId = `${airport.code3}-${pad(list.length + 1, 2)}`;
    const chartNo = `${airport.code4}-${pad(list.length + 1, 2)}${rng.pick(['A', 'B', 'C', ''])}`;
    const effectiveDate = dayKey(-rng.int(5, 60));
    list.push({
      docId,
      airportCode: airport.code3,
      category,
      name,
      chartNo,
      version,
      effectiveDate,
      pages,
      fileUrl:
        picture ??
        documentFile(docId, () => ({
          title: `${airport.code4} ${english}`,
          lines: [
            `Hongxiang Airlines - ${airport.code4}/${airport.code3}`,
            `Chart ${chartNo} - ${version} - effective ${effectiveDate}`,
            `Runways ${airport.runways.join(', ')} - elevation ${airport.elevation} m`,
            '',
            'Demo chart of the built-in backend. Not for navigation.',
          ],
          frame: pages === 1,
        })),
    });
  };
  add('机场细则', `${airport.name}机场使用细则`, 'Aerodrome regulations', rng.int(18, 46));
  add('机场图', `${airport.code4} 机场图`, 'Aerodrome chart', 1);
  // The stand chart is published as a picture, the others as PDF.
  add('机场图', `${airport.code4} 停机位置图`, 'Parking stand chart', 1, STAND_CHART_PICTURE);
  for (const runway of airport.runways) {
    for (const end of runway.split('/')) {
      add(
        '标准仪表离场图',
        `RWY${end} 标准仪表离场图（RNAV）`,
        `RWY${end} standard instrument departure (RNAV)`,
        1,
      );
      add('标准仪表进场图', `RWY${end} 标准仪表进场图`, `RWY${end} standard arrival`, 1);
      add('仪表进近图', `ILS/DME RWY${end} 仪表进近图`, `ILS/DME RWY${end} instrument approach`, 1);
    }
  }
  add(
    '其他',
    `${airport.name}特殊运行程序（含低能见度程序）`,
    'Special procedures (low visibility included)',
    rng.int(4, 12),
  );
  docCache.set(airport.code3, list);
  return list;
}

export function airportInfos(): AirportInfo[] {
  return airports.map((a) => ({ ...a, docCount: airportDocs(a.code3).length }));
}

const nameOf = (code: string) => findAirport(code)?.name ?? code;

export function routeData(route: Route): RouteData {
  return { ...route, fromName: nameOf(route.from), toName: nameOf(route.to) };
}

export function filterRoutes(q: {
  routeId?: unknown;
  from?: unknown;
  to?: unknown;
  keyword?: unknown;
}): Route[] {
  const text = typeof q.keyword === 'string' ? q.keyword.trim().toUpperCase() : '';
  return routes.filter(
    (r) =>
      (!q.routeId || r.id === q.routeId) &&
      (!q.from || r.from === String(q.from).toUpperCase()) &&
      (!q.to || r.to === String(q.to).toUpperCase()) &&
      (!text || `${r.number}${r.name}${r.from}${r.to}`.toUpperCase().includes(text)),
  );
}

/** Legs of a route, each with the call sign and frequency of the unit controlling it. */
export function navLegs(route: Route): NavAirwayLeg[] {
  const units = route.frequencies;
  return route.segments.map((segment, i) => {
    // First leg with departure control, last with approach, the rest with the area controls in order.
    const unit =
      i === 0
        ? units[1]
        : i === route.segments.length - 1
          ? units[units.length - 2]
          : units[
              Math.min(
                2 + Math.floor(((i - 1) * (units.length - 4)) / Math.max(1, route.segments.length - 2)),
                units.length - 3,
              )
            ];
    return {
      routeId: route.id,
      routeNumber: route.number,
      seq: i + 1,
      number: segment.airway,
      name: `${segment.from}-${segment.to}`,
      callSign: unit?.callSign ?? '',
      frequency: unit?.frequency ?? '',
      coordinateSystem: route.coordinateSystem,
      distanceKm: segment.distanceKm,
      distanceNm: Math.round(segment.distanceKm / 1.852),
      minSafeAltitude: segment.minSafeAltitude,
      magneticCourse: segment.magneticCourse,
    };
  });
}

function featureCategory(text: string): [string, RiskLevel] {
  if (text.includes('高高原')) return ['高原运行', '高'];
  if (text.includes('颠簸') || text.includes('山地')) return ['地形与颠簸', '中'];
  if (text.includes('雷雨')) return ['天气', '中'];
  if (text.includes('除冰')) return ['冬季运行', '中'];
  if (text.includes('国际')) return ['国际运行', '低'];
  if (text.includes('频率') || text.includes('高度层')) return ['空域与通信', '低'];
  return ['流量与空域', '低'];
}

export function routeCharacteristics(route: Route): RouteCharacteristic[] {
  return route.features.map((content, i) => {
    const [category, level] = featureCategory(content);
    return {
      charactId: `${route.id}-C${i + 1}`,
      routeId: route.id,
      from: route.from,
      to: route.to,
      category,
      title: `${route.name} · ${category}`,
      content,
      level,
      updatedAt: dayKey(-(7 + i * 11)),
    };
  });
}

export function weatherData(code: string, offset = 0): WeatherData | undefined {
  const airport = findAirport(code);
  if (!airport) return undefined;
  const wx = weatherOf(airport.code3, offset);
  const cloudLow = /(BKN|OVC)00[0-9]/.test(wx.metar);
  return {
    airportCode: airport.code3,
    icao: airport.code4,
    name: airport.name,
    observedAt: dayKey(offset),
    metar: wx.metar,
    taf: tafOf(airport.code3, offset),
    wind: wx.windSpeed === 0 ? '静风' : `${pad(wx.windDirection, 3)}° ${wx.windSpeed} 米/秒`,
    visibilityM: wx.visibility,
    temperature: wx.temperature,
    qnh: wx.qnh,
    condition: wx.visibility < 5000 || cloudLow ? 'IMC' : 'VMC',
  };
}

const RISK_TEMPLATES: Array<
  [category: string, title: string, description: string, measures: string, when: (a: Airport) => boolean]
> = [
  [
    '地形',
    '高原机场运行',
    '机场标高高，真空速大、发动机推力下降，刹车能量和轮胎速度接近限制。',
    '严格执行高原运行程序，计算起飞着陆性能，检查旅客氧气。',
    (a) => a.elevation > 1500,
  ],
  [
    '地形',
    '周边复杂地形',
    '机场周边有高山，最低扇区高度高，复飞爬升梯度要求高。',
    '熟悉特殊离场和复飞程序，单发应急程序提前简令。',
    (a) => a.longitude < 106 || a.elevation > 1000,
  ],
  [
    '天气',
    '低能见度与雾',
    '秋冬季清晨常有辐射雾，能见度可低于 800 米。',
    '关注趋势预报，准备二类运行或备降方案，携带额外燃油。',
    (a) => a.latitude > 28 && !a.international,
  ],
  [
    '天气',
    '雷雨与风切变',
    '午后对流天气多，进近中可能遇到风切变和强降水。',
    '使用气象雷达提前绕飞，执行风切变改出程序，不在雷暴下方起降。',
    (a) => a.latitude < 32,
  ],
  [
    '天气',
    '冬季冰雪',
    '冬季降雪、跑道污染和地面积冰。',
    '执行除防冰程序，关注跑道状况报告（RCR），计算污染跑道性能。',
    (a) => a.latitude > 36,
  ],
  [
    '跑道',
    '多跑道运行',
    '平行跑道同时运行，滑行路线复杂，存在跑道侵入风险。',
    '滑行前简令滑行路线，使用机场图，对跑道外等待点保持警惕。',
    (a) => a.runways.length >= 2,
  ],
  [
    '空域',
    '终端区繁忙',
    '高峰时段流量控制严格，等待和雷达引导频繁。',
    '预留等待燃油，注意管制指令复诵，防止高度偏差。',
    (a) => a.hot,
  ],
  [
    '鸟击',
    '鸟类活动',
    '春秋两季候鸟迁徙，跑道附近鸟类活动频繁。',
    '起降阶段打开着陆灯，遇鸟群及时报告塔台。',
    (a) => a.elevation < 100,
  ],
  [
    '运行',
    '境外运行要求',
    '境外机场使用英制单位和当地程序，通话和滑行规则与国内不同。',
    '提前研读航行资料汇编（AIP）与 NOTAM，确认英制高度层。',
    (a) => a.international,
  ],
];

const LEVELS: RiskLevel[] = ['高', '中', '低'];

export function airportRiskFactors(code: string): AirportRiskFactor[] {
  const airport = findAirport(code);
  if (!airport) return [];
  const rng = createRng(`risk-${airport.code3}`);
  return RISK_TEMPLATES.filter(([, , , , when]) => when(airport)).map(
    ([category, title, description, measures], i) => ({
      factorId: `${airport.code3}-R${i + 1}`,
      airportCode: airport.code3,
      airportName: airport.name,
      category,
      level: category === '地形' && airport.elevation > 2400 ? '高' : (LEVELS[rng.int(1, 2)] as RiskLevel),
      title,
      description,
      measures,
    }),
  );
}

export function highestRisk(code: string): RiskLevel {
  const levels = airportRiskFactors(code).map((f) => f.level);
  return levels.includes('高') ? '高' : levels.includes('中') ? '中' : '低';
}
