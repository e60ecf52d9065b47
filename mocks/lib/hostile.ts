/**
 * Hostile data (`?mockHostile=1`, `crewMock.hostile(true)`, `MOCK_HOSTILE=1`): every text field the
 * backend returns gets a script-injection payload appended. The payloads are well-known shapes from
 * public XSS cheat sheets (script tags, event handlers, javascript: URLs, attribute and tag break-outs,
 * mutation XSS, template injection); each one, if it ever ran, calls `window.__xss(n)`, which the browser
 * test watches. Ids, codes, dates, times, numbers and addresses are left alone: screens compute with them.
 */
export const XSS_PAYLOADS: readonly string[] = [
  '<script>__xss(0)</script>',
  '<img src=x onerror=__xss(1)>',
  '<svg onload=__xss(2)>',
  '"><script>__xss(3)</script>',
  "'><img src=x onerror=__xss(4)>",
  '<iframe src="javascript:__xss(5)"></iframe>',
  '<body onload=__xss(6)>',
  '<details open ontoggle=__xss(7)>',
  '<a href="javascript:__xss(8)">link</a>',
  "{{constructor.constructor('__xss(9)')()}}",
  '${__xss(10)}',
  '<math><mtext><table><mglyph><style><img src=x onerror=__xss(11)>',
  '<input autofocus onfocus=__xss(12)>',
  '<video><source onerror=__xss(13)></video>',
  '<object data="javascript:__xss(14)"></object>',
  '" onmouseover="__xss(15)" x="',
  '</textarea><script>__xss(16)</script>',
  "<img src=x onerror=eval(atob('X194c3MoMTcp'))>",
  '<svg><animate onbegin=__xss(18) attributeName=x dur=1s>',
  '<noscript><p title="</noscript><img src=x onerror=__xss(19)>">',
  'javascript:__xss(20)',
  '<style>*{background:url("javascript:__xss(21)")}</style><img src=x onerror=__xss(21)>',
  '<form><button formaction=javascript:__xss(22)>x</button></form>',
  '<select autofocus onfocus=__xss(23)></select>',
];

/** Field names that hold ids, codes, dates, numbers, addresses or switches: never touched. */
const KEEP_KEY =
  /(^id$|Id$|ID$|ids$|Ids$|code|Code|date|Date|time|Time|^at$|At$|url|Url|URL|src|Src|href|avatar|Avatar|icon|Icon|image|Image|img|Img|pic|Pic|poster|Poster|file|File|type|Type|status|Status|state|State|No$|no$|number|Number|phone|Phone|mobile|Mobile|email|Email|token|Token|reg|Reg|iata|Iata|icao|Icao|lat|lon|lng|key|Key|path|Path|level|Level|unit|Unit|color|Colour|Color|kind|Kind|role|Role|gender|Gender|sort|Sort|version|Version|flag|Flag|language|Language|lang|Lang|mode|Mode|format|Format|size|Size|duration|Duration|count|Count|seat|Seat)/;

/**
 * Values that are data, not prose: dates and times, numbers, codes and ids of any length (a list of ids
 * such as GetFlightMissionIDs' carries no field name to go by), addresses.
 */
const KEEP_VALUE =
  /^(\s*|-?[\d.,:%+/ -]+|[A-Z0-9_/+-]+|\d{4}-\d{2}-\d{2}.*|https?:\/\/\S+|\/\S*|data:\S+|[\w.+-]+@[\w.-]+)$/;

let counter = 0;

export const payloadFor = (n: number): string => XSS_PAYLOADS[n % XSS_PAYLOADS.length]!;

export function hostileText(text: string): string {
  const payload = payloadFor(counter);
  counter += 1;
  return `${text}${payload}`;
}

/** A deep copy of `value` with a payload appended to every text field (see KEEP_KEY, KEEP_VALUE). */
export function hostile<T>(value: T, key = ''): T {
  if (typeof value === 'string') {
    if (KEEP_KEY.test(key) || KEEP_VALUE.test(value)) return value;
    return hostileText(value) as T;
  }
  if (Array.isArray(value)) return value.map((item) => hostile(item, key)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [name, item] of Object.entries(value)) out[name] = hostile(item, name);
    return out as T;
  }
  return value;
}
