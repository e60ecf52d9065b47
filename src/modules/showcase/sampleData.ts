import type { Airport } from '@/components/CityIndexSelector';
import type { TableRow } from '@/components/Table';

interface AirportSample {
  code3: string;
  code4: string;
  name: string;
  nameEn: string;
  city: string;
  pinyin: string;
  latitude: number;
  administration: string;
  administrationEn: string;
}

/** Real Chinese airports (IATA/ICAO codes, latitude, CAAC regional administration). */
export const AIRPORTS: AirportSample[] = [
  {
    code3: 'PEK',
    code4: 'ZBAA',
    name: '北京首都国际机场',
    nameEn: 'Beijing Capital International',
    city: '北京',
    pinyin: 'beijing',
    latitude: 40.0801,
    administration: '华北地区管理局',
    administrationEn: 'North China Regional Administration',
  },
  {
    code3: 'PVG',
    code4: 'ZSPD',
    name: '上海浦东国际机场',
    nameEn: 'Shanghai Pudong International',
    city: '上海',
    pinyin: 'shanghai',
    latitude: 31.1443,
    administration: '华东地区管理局',
    administrationEn: 'East China Regional Administration',
  },
  {
    code3: 'CAN',
    code4: 'ZGGG',
    name: '广州白云国际机场',
    nameEn: 'Guangzhou Baiyun International',
    city: '广州',
    pinyin: 'guangzhou',
    latitude: 23.3924,
    administration: '中南地区管理局',
    administrationEn: 'Central and Southern Regional Administration',
  },
  {
    code3: 'CTU',
    code4: 'ZUUU',
    name: '成都双流国际机场',
    nameEn: 'Chengdu Shuangliu International',
    city: '成都',
    pinyin: 'chengdu',
    latitude: 30.5785,
    administration: '西南地区管理局',
    administrationEn: 'Southwest Regional Administration',
  },
  {
    code3: 'SZX',
    code4: 'ZGSZ',
    name: '深圳宝安国际机场',
    nameEn: "Shenzhen Bao'an International",
    city: '深圳',
    pinyin: 'shenzhen',
    latitude: 22.6393,
    administration: '中南地区管理局',
    administrationEn: 'Central and Southern Regional Administration',
  },
  {
    code3: 'XIY',
    code4: 'ZLXY',
    name: '西安咸阳国际机场',
    nameEn: "Xi'an Xianyang International",
    city: '西安',
    pinyin: 'xian',
    latitude: 34.4471,
    administration: '西北地区管理局',
    administrationEn: 'Northwest Regional Administration',
  },
  {
    code3: 'SHE',
    code4: 'ZYTX',
    name: '沈阳桃仙国际机场',
    nameEn: 'Shenyang Taoxian International',
    city: '沈阳',
    pinyin: 'shenyang',
    latitude: 41.6398,
    administration: '东北地区管理局',
    administrationEn: 'Northeast Regional Administration',
  },
  {
    code3: 'URC',
    code4: 'ZWWW',
    name: '乌鲁木齐地窝堡国际机场',
    nameEn: 'Urumqi Diwopu International',
    city: '乌鲁木齐',
    pinyin: 'wulumuqi',
    latitude: 43.9071,
    administration: '新疆管理局',
    administrationEn: 'Xinjiang Regional Administration',
  },
  {
    code3: 'KMG',
    code4: 'ZPPP',
    name: '昆明长水国际机场',
    nameEn: 'Kunming Changshui International',
    city: '昆明',
    pinyin: 'kunming',
    latitude: 25.1019,
    administration: '西南地区管理局',
    administrationEn: 'Southwest Regional Administration',
  },
  {
    code3: 'HGH',
    code4: 'ZSHC',
    name: '杭州萧山国际机场',
    nameEn: 'Hangzhou Xiaoshan International',
    city: '杭州',
    pinyin: 'hangzhou',
    latitude: 30.2295,
    administration: '华东地区管理局',
    administrationEn: 'East China Regional Administration',
  },
  {
    code3: 'CKG',
    code4: 'ZUCK',
    name: '重庆江北国际机场',
    nameEn: 'Chongqing Jiangbei International',
    city: '重庆',
    pinyin: 'chongqing',
    latitude: 29.7192,
    administration: '西南地区管理局',
    administrationEn: 'Southwest Regional Administration',
  },
  {
    code3: 'WUH',
    code4: 'ZHHH',
    name: '武汉天河国际机场',
    nameEn: 'Wuhan Tianhe International',
    city: '武汉',
    pinyin: 'wuhan',
    latitude: 30.7838,
    administration: '中南地区管理局',
    administrationEn: 'Central and Southern Regional Administration',
  },
  {
    code3: 'XMN',
    code4: 'ZSAM',
    name: '厦门高崎国际机场',
    nameEn: 'Xiamen Gaoqi International',
    city: '厦门',
    pinyin: 'xiamen',
    latitude: 24.544,
    administration: '华东地区管理局',
    administrationEn: 'East China Regional Administration',
  },
  {
    code3: 'HRB',
    code4: 'ZYHB',
    name: '哈尔滨太平国际机场',
    nameEn: 'Harbin Taiping International',
    city: '哈尔滨',
    pinyin: 'haerbin',
    latitude: 45.6234,
    administration: '东北地区管理局',
    administrationEn: 'Northeast Regional Administration',
  },
  {
    code3: 'LXA',
    code4: 'ZULS',
    name: '拉萨贡嘎国际机场',
    nameEn: 'Lhasa Gonggar International',
    city: '拉萨',
    pinyin: 'lasa',
    latitude: 29.2978,
    administration: '西南地区管理局',
    administrationEn: 'Southwest Regional Administration',
  },
  {
    code3: 'SYX',
    code4: 'ZJSY',
    name: '三亚凤凰国际机场',
    nameEn: 'Sanya Phoenix International',
    city: '三亚',
    pinyin: 'sanya',
    latitude: 18.3029,
    administration: '中南地区管理局',
    administrationEn: 'Central and Southern Regional Administration',
  },
];

export const CITY_AIRPORTS: Airport[] = AIRPORTS.map(({ code3, code4, name, city, pinyin }) => ({
  code3,
  code4,
  name,
  city,
  pinyin,
}));

export const HOT_CODES = ['PEK', 'PVG', 'CAN', 'SZX', 'CTU', 'HGH'];

export function airportRows(english: boolean): TableRow[] {
  return AIRPORTS.slice(0, 8).map((a, i) => ({
    id: a.code3,
    selectable: true,
    selected: i === 0,
    airportname: english ? a.nameEn : a.name,
    airport3code: a.code3,
    latitude: a.latitude.toFixed(4),
    administration: english ? a.administrationEn : a.administration,
  }));
}

export const FLIGHT_ROWS: TableRow[] = [
  { id: 1, flight: 'CA1501', crew: ['张伟 (CAPT)', '李娜 (F/O)', '王芳 (PUR)'] },
  { id: 2, flight: 'CA1831', crew: ['赵强 (CAPT)', '陈晨 (F/O)'] },
  { id: 3, flight: 'CA1301', crew: ['刘洋 (CAPT)', '孙磊 (F/O)', '周敏 (PUR)', '吴静 (SEC)'] },
];

/** Placeholder pictures drawn as SVG so the showcase needs no network. */
function picture(label: string, hue: number, width: number, height: number): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="hsl(${hue} 60% 45%)"/>` +
    `<path d="M0 ${height * 0.75} L${width} ${height * 0.55} L${width} ${height} L0 ${height} Z" fill="hsl(${hue} 60% 30%)"/>` +
    `<text x="50%" y="45%" font-size="${Math.round(height / 8)}" fill="#fff" text-anchor="middle" font-family="sans-serif">${label}</text>` +
    `</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export const PICTURES = [
  { src: picture('PEK', 350, 1600, 1200), width: 1600, height: 1200, key: 'chart' },
  { src: picture('STAND', 210, 1200, 1600), width: 1200, height: 1600, key: 'stand' },
  { src: picture('RWY 18L', 120, 2000, 1000), width: 2000, height: 1000, key: 'runway' },
] as const;
