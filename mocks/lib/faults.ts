/**
 * Fault injection: any call can be made to fail, from tests (setFault) and, in mock mode, from the
 * browser (window.crewMock.fault(...) or the ?mockFault= query, see mocks/README.md).
 */
export type FaultKind =
  | 'network' // the connection fails
  | 'dropped' // the call reaches the backend and is carried out, then the connection drops (no answer)
  | 'delay' // answers after `ms` (default 5000)
  | 'slow' // answers normally after `ms` (default 11000): slower than 10 s, within the client's 60 s
  | 'timeout' // never answers within the client timeout (waits `ms`, default 65000)
  | 'http400' // 400 with error_description
  | 'http400-bare' // 400 without error_description
  | 'http401'
  | 'http403'
  | 'http404'
  | 'http500'
  | 'http502'
  | 'http503'
  | 'http504'
  | 'code' // Code other than "0" with a Message
  | 'no-list' // Code "0" but no List
  | 'list-null' // Code "0" and List null
  | 'list-empty' // Code "0" and the answer with every list in it empty
  | 'not-json' // a body that is not JSON
  | 'html-error'; // an HTML error page with a 502 status, as a proxy in front of the backend sends

export interface Fault {
  kind: FaultKind;
  ms?: number;
  message?: string;
  /** How many calls it applies to; undefined = until cleared. */
  times?: number;
}

export const FAULT_KINDS: FaultKind[] = [
  'network',
  'dropped',
  'delay',
  'slow',
  'timeout',
  'http400',
  'http400-bare',
  'http401',
  'http403',
  'http404',
  'http500',
  'http502',
  'http503',
  'http504',
  'code',
  'no-list',
  'list-null',
  'list-empty',
  'not-json',
  'html-error',
];

/** Keyed by endpoint path as in endpoints.tsv (case-insensitive), or '*' for every call. */
const faults = new Map<string, Fault>();

const norm = (path: string) => (path === '*' ? '*' : path.toLowerCase());

export function setFault(path: string, fault: Fault | FaultKind): void {
  faults.set(norm(path), typeof fault === 'string' ? { kind: fault } : { ...fault });
}

export function clearFault(path?: string): void {
  if (path === undefined) faults.clear();
  else faults.delete(norm(path));
}

export function listFaults(): Array<[string, Fault]> {
  return [...faults.entries()];
}

/** The fault that applies to this call, consuming one use of a counted fault. */
export function takeFault(path: string): Fault | undefined {
  for (const key of [norm(path), '*']) {
    const fault = faults.get(key);
    if (!fault) continue;
    if (fault.times !== undefined) {
      fault.times -= 1;
      if (fault.times <= 0) faults.delete(key);
    }
    return fault;
  }
  return undefined;
}

/** Parses "path:kind[:ms]" items separated by commas, as used in ?mockFault= and X-Mock-Fault. */
export function parseFaultSpec(spec: string): Array<[string, Fault]> {
  const out: Array<[string, Fault]> = [];
  for (const item of spec
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const parts = item.split(':');
    const kind = parts[1] as FaultKind | undefined;
    if (!parts[0] || !kind || !FAULT_KINDS.includes(kind)) continue;
    const ms = parts[2] ? Number(parts[2]) : undefined;
    out.push([parts[0], { kind, ...(ms !== undefined && Number.isFinite(ms) ? { ms } : {}) }]);
  }
  return out;
}
