/**
 * Reads METAR and TAF reports (ICAO Annex 3 groups) into parts the weather detail screen words in the
 * user's language. Groups it does not know stay as sent, so nothing of the report is hidden.
 */
export const WX_CODES = [
  'MI',
  'BC',
  'PR',
  'DR',
  'BL',
  'SH',
  'TS',
  'FZ',
  'VC',
  'DZ',
  'RA',
  'SN',
  'SG',
  'IC',
  'PL',
  'GR',
  'GS',
  'UP',
  'BR',
  'FG',
  'FU',
  'VA',
  'DU',
  'SA',
  'HZ',
  'PO',
  'SQ',
  'FC',
  'SS',
  'DS',
] as const;
export type WxCode = (typeof WX_CODES)[number];
export type CloudCover = 'FEW' | 'SCT' | 'BKN' | 'OVC';
export type NoCloud = 'NSC' | 'SKC' | 'CLR' | 'NCD' | 'CAVOK';
export type ChangeKind = 'BECMG' | 'TEMPO' | 'FM' | 'PROB';

export type ReportPart =
  | { kind: 'type'; value: 'METAR' | 'SPECI' | 'TAF' }
  | { kind: 'station'; code: string }
  | { kind: 'time'; day: number; time: string }
  | { kind: 'validity'; fromDay: number; fromHour: number; toDay: number; toHour: number }
  | { kind: 'wind'; direction: number | 'VRB'; speed: number; gust: number | null; unit: 'MPS' | 'KT' }
  | { kind: 'calm' }
  | { kind: 'visibility'; metres: number }
  | { kind: 'sky'; value: NoCloud }
  | { kind: 'weather'; intensity: 'light' | 'heavy' | 'moderate'; codes: WxCode[] }
  | { kind: 'cloud'; cover: CloudCover; feet: number; convective: 'CB' | 'TCU' | null }
  | { kind: 'temperature'; temperature: number; dewPoint: number }
  | { kind: 'qnh'; hpa: number }
  | { kind: 'nosig' }
  | { kind: 'extreme'; max: boolean; temperature: number; day: number; hour: number }
  | { kind: 'change'; change: ChangeKind; fromDay: number; fromHour: number; toDay: number; toHour: number }
  | { kind: 'unknown'; raw: string };

const signedTemp = (text: string) => (text.startsWith('M') ? -Number(text.slice(1)) : Number(text));

function weatherGroup(token: string): ReportPart | null {
  const match = /^([-+]?)((?:[A-Z]{2})+)$/.exec(token);
  if (!match) return null;
  const body = match[2] ?? '';
  const codes: WxCode[] = [];
  for (let i = 0; i < body.length; i += 2) {
    const code = body.slice(i, i + 2);
    if (!(WX_CODES as readonly string[]).includes(code)) return null;
    codes.push(code as WxCode);
  }
  const intensity = match[1] === '-' ? 'light' : match[1] === '+' ? 'heavy' : 'moderate';
  return { kind: 'weather', intensity, codes };
}

function part(token: string, index: number): ReportPart {
  if (token === 'METAR' || token === 'SPECI' || token === 'TAF') return { kind: 'type', value: token };
  if (index <= 1 && /^[A-Z]{4}$/.test(token)) return { kind: 'station', code: token };
  let m = /^(\d{2})(\d{2})(\d{2})Z$/.exec(token);
  if (m) return { kind: 'time', day: Number(m[1]), time: `${m[2]}:${m[3]}` };
  m = /^(\d{2})(\d{2})\/(\d{2})(\d{2})$/.exec(token);
  if (m)
    return {
      kind: 'validity',
      fromDay: Number(m[1]),
      fromHour: Number(m[2]),
      toDay: Number(m[3]),
      toHour: Number(m[4]),
    };
  if (/^00000(MPS|KT)$/.test(token)) return { kind: 'calm' };
  m = /^(\d{3}|VRB)(\d{2,3})(?:G(\d{2,3}))?(MPS|KT)$/.exec(token);
  if (m)
    return {
      kind: 'wind',
      direction: m[1] === 'VRB' ? 'VRB' : Number(m[1]),
      speed: Number(m[2]),
      gust: m[3] ? Number(m[3]) : null,
      unit: m[4] as 'MPS' | 'KT',
    };
  if (/^\d{4}$/.test(token)) return { kind: 'visibility', metres: Number(token) };
  if (token === 'CAVOK' || token === 'NSC' || token === 'SKC' || token === 'CLR' || token === 'NCD')
    return { kind: 'sky', value: token };
  m = /^(FEW|SCT|BKN|OVC)(\d{3})(CB|TCU)?$/.exec(token);
  if (m)
    return {
      kind: 'cloud',
      cover: m[1] as CloudCover,
      feet: Number(m[2]) * 100,
      convective: (m[3] as 'CB' | 'TCU' | undefined) ?? null,
    };
  m = /^(M?\d{2})\/(M?\d{2})$/.exec(token);
  if (m) return { kind: 'temperature', temperature: signedTemp(m[1]!), dewPoint: signedTemp(m[2]!) };
  m = /^Q(\d{4})$/.exec(token);
  if (m) return { kind: 'qnh', hpa: Number(m[1]) };
  if (token === 'NOSIG') return { kind: 'nosig' };
  m = /^T([XN])(M?\d{2})\/(\d{2})(\d{2})Z$/.exec(token);
  if (m)
    return {
      kind: 'extreme',
      max: m[1] === 'X',
      temperature: signedTemp(m[2]!),
      day: Number(m[3]),
      hour: Number(m[4]),
    };
  return weatherGroup(token) ?? { kind: 'unknown', raw: token };
}

/** The parts of a METAR or TAF, in the order sent; a change group (BECMG, TEMPO) takes its period along. */
export function decodeReport(raw: string): ReportPart[] {
  const tokens = raw.replace(/=\s*$/, '').trim().split(/\s+/).filter(Boolean);
  const parts: ReportPart[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    if (token === 'BECMG' || token === 'TEMPO') {
      const period = /^(\d{2})(\d{2})\/(\d{2})(\d{2})$/.exec(tokens[i + 1] ?? '');
      if (period) {
        parts.push({
          kind: 'change',
          change: token,
          fromDay: Number(period[1]),
          fromHour: Number(period[2]),
          toDay: Number(period[3]),
          toHour: Number(period[4]),
        });
        i += 1;
        continue;
      }
    }
    parts.push(part(token, i));
  }
  return parts;
}
