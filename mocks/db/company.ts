/** The airline the demo is about: fictional name and code, real-looking structure. */
export const AIRLINE = {
  name: '鸿翔航空',
  englishName: 'Hongxiang Airlines',
  /** IATA designator of every own flight number. */
  code: 'HG',
  icao: 'HGA',
  callSign: 'HONGXIANG',
  hub: 'PEK',
} as const;

export const SUBSIDIARIES = [
  { name: '鸿翔航空北京分公司', base: 'PEK' },
  { name: '鸿翔航空上海分公司', base: 'PVG' },
  { name: '鸿翔航空成都分公司', base: 'CTU' },
  { name: '鸿翔航空广州分公司', base: 'CAN' },
] as const;
