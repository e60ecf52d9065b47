/**
 * Hostile data (`?mockHostile=1`, `crewMock.hostile('all')`, `MOCK_HOSTILE=1`; `text` or `addresses` for
 * one half): every text field the backend returns gets every script-injection payload below appended,
 * and every address field (a link, a picture, a file, a video) is replaced by a hostile address. The payloads are well-known shapes from
 * public XSS cheat sheets, by class; each one, if it ever ran, calls `window.__xss(n)` with its number,
 * which the browser test watches (it also looks for what a payload leaves in the page even when it does
 * not run: tags, inline handlers, script addresses). Ids, codes, dates, times, numbers are left alone:
 * screens compute with them.
 */

/** What the hostile switch changes: text fields, address fields, or both. */
export type HostileMode = false | 'text' | 'addresses' | 'all';

/** The switch as the address (`?mockHostile=`) or the environment (`MOCK_HOSTILE`) names it; `1` is all. */
export function hostileMode(value: string | null | undefined): HostileMode {
  if (value === '1' || value === 'all') return 'all';
  if (value === 'text' || value === 'addresses') return value;
  return false;
}

/** The classes the suite must show to be caught (docs/security.md, "Hostile content"). */
export type HostileClass = 'script' | 'handler' | 'address' | 'svg' | 'style' | 'entity';

/** Payloads by class, numbered in this order (`__xss(n)` is the payload's index in XSS_PAYLOADS). */
const CLASSES: ReadonlyArray<[HostileClass, (n: () => number) => string[]]> = [
  [
    'script',
    (n) => [
      `<script>__xss(${n()})</script>`,
      `"><script>__xss(${n()})</script>`,
      `</textarea><script>__xss(${n()})</script>`,
      `<scr<script>ipt>__xss(${n()})</scr</script>ipt>`,
      `{{constructor.constructor('__xss(${n()})')()}}`,
      `\${__xss(${n()})}`,
      `<noscript><p title="</noscript><img src=x onerror=__xss(${n()})>">`,
    ],
  ],
  [
    'handler',
    (n) => [
      `<img src=x onerror=__xss(${n()})>`,
      `'><img src=x onerror=__xss(${n()})>`,
      `<body onload=__xss(${n()})>`,
      `<details open ontoggle=__xss(${n()})>`,
      `<input autofocus onfocus=__xss(${n()})>`,
      `<select autofocus onfocus=__xss(${n()})></select>`,
      `<video><source onerror=__xss(${n()})></video>`,
      `" onmouseover="__xss(${n()})" x="`,
      // btoa('__xss(n)'): a handler that builds its code at run time.
      ((k) => `<img src=x onerror=eval(atob('${btoa(`__xss(${k})`)}'))>`)(n()),
      `<math><mtext><table><mglyph><style><img src=x onerror=__xss(${n()})>`,
    ],
  ],
  [
    'address',
    (n) => [
      `javascript:__xss(${n()})`,
      `<a href="javascript:__xss(${n()})">link</a>`,
      `<a href="data:text/html,<script>__xss(${n()})</script>">link</a>`,
      `<iframe src="javascript:__xss(${n()})"></iframe>`,
      `<object data="javascript:__xss(${n()})"></object>`,
      `<form><button formaction=javascript:__xss(${n()})>x</button></form>`,
      `<embed src="data:text/html;base64,${btoa(`<script>parent.__xss(${n()})</script>`)}">`,
    ],
  ],
  [
    'svg',
    (n) => [
      `<svg onload=__xss(${n()})>`,
      `<svg><animate onbegin=__xss(${n()}) attributeName=x dur=1s>`,
      `<svg><a xlink:href="javascript:__xss(${n()})"><text y="20">x</text></a></svg>`,
      `<svg><script>__xss(${n()})</script></svg>`,
      `<svg><foreignObject><img src=x onerror=__xss(${n()})></foreignObject></svg>`,
    ],
  ],
  [
    'style',
    (n) => [
      ((k) => `<style>*{background:url("javascript:__xss(${k})")}</style><img src=x onerror=__xss(${k})>`)(
        n(),
      ),
      `<div style="background-image:url(javascript:__xss(${n()}))">x</div>`,
      `<link rel=stylesheet href="javascript:__xss(${n()})">`,
      `<style>@import "data:text/css,*{x:expression(__xss(${n()}))}";</style>`,
    ],
  ],
  [
    'entity',
    (n) => [
      `<a href="&#106;avascript:__xss(${n()})">x</a>`,
      `<a href="jav&#x09;ascript:__xss(${n()})">x</a>`,
      `<a href="JaVaScRiPt:__xss(${n()})">x</a>`,
      `<img src=x onerror="&#95;&#95;xss(${n()})">`,
      `&lt;img src=x onerror=__xss(${n()})&gt;`,
      // Fullwidth brackets, a right-to-left override, a zero-width space inside the scheme.
      `＜script＞__xss(${n()})＜/script＞`,
      `\u202e<img src=x onerror=__xss(${n()})>`,
      `<a href="java\u200bscript:__xss(${n()})">x</a>`,
      `<!--<img src="--><img src=x onerror=__xss(${n()})//">`,
    ],
  ],
];

let numbered = 0;
const next = () => numbered++;
/** Each payload with its class, numbered from 0 (`__xss(n)`). */
export const PAYLOADS: ReadonlyArray<{ n: number; kind: HostileClass; text: string }> = CLASSES.flatMap(
  ([kind, make]) => make(next).map((text) => ({ kind, text })),
).map((payload, n) => ({ ...payload, n }));

export const XSS_PAYLOADS: readonly string[] = PAYLOADS.map((p) => p.text);

/**
 * Payloads that open a parsing context of their own (`<noscript>`, `<math>` with a `<style>` inside, a
 * comment): where a body is rendered as HTML, everything after them up to their end is swallowed.
 */
const OPENS_CONTEXT = /<noscript|<math|<!--/;

/**
 * What a hostile text field ends with: every payload, of every class; those that open a context of
 * their own last, so that in a body rendered as HTML each of the others is parsed as it would be alone.
 */
export const HOSTILE_SUFFIX = [
  ...XSS_PAYLOADS.filter((text) => !OPENS_CONTEXT.test(text)),
  ...XSS_PAYLOADS.filter((text) => OPENS_CONTEXT.test(text)),
].join(' ');

/**
 * Addresses an address field gets instead of its own, in turn: script and document addresses in the
 * spellings a careless check lets through. Each would call `__xss` with the number after the payloads'.
 */
export const HOSTILE_ADDRESSES: readonly string[] = [
  'javascript:__xss(N)',
  'JaVaScRiPt:__xss(N)',
  ' javascript:__xss(N)',
  'java\tscript:__xss(N)',
  'data:text/html,<script>parent.__xss(N)</script>',
  'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="parent.__xss(N)"/>',
].map((address, i) => address.replace('N', String(PAYLOADS.length + i)));

/** The class of a payload or hostile address by its number (`__xss(n)`). */
export function classOf(n: number): HostileClass {
  return PAYLOADS[n]?.kind ?? 'address';
}

/** Field names that hold ids, codes, dates, numbers or switches: never touched. */
const KEEP_KEY =
  /(^id$|Id$|ID$|ids$|Ids$|code|Code|date|Date|time|Time|^at$|At$|type|Type|status|Status|state|State|No$|no$|number|Number|phone|Phone|mobile|Mobile|email|Email|token|Token|reg|Reg|iata|Iata|icao|Icao|lat|lon|lng|key|Key|path|Path|level|Level|unit|Unit|color|Colour|Color|kind|Kind|role|Role|gender|Gender|sort|Sort|version|Version|flag|Flag|language|Language|lang|Lang|mode|Mode|format|Format|size|Size|duration|Duration|count|Count|seat|Seat|icon|Icon|file|File)/;

/** Field names of addresses: a link, a picture, a document, a video. */
const ADDRESS_KEY = /(url|Url|URL|src|Src|href|Href|avatar|Avatar|image|Image|img|Img|pic|Pic|poster|Poster)/;
const ADDRESS_VALUE = /^(https?:\/\/\S+|\/\S*|data:\S+)$/;

/**
 * Values that are data, not prose: dates and times, numbers, codes and ids of any length (a list of ids
 * such as GetFlightMissionIDs' carries no field name to go by), addresses, e-mail addresses.
 */
const KEEP_VALUE =
  /^(\s*|-?[\d.,:%+/ -]+|[A-Z0-9_/+-]+|\d{4}-\d{2}-\d{2}.*|https?:\/\/\S+|\/\S*|data:\S+|[\w.+-]+@[\w.-]+)$/;

let addressTurn = 0;

export function hostileText(text: string): string {
  return `${text}${HOSTILE_SUFFIX}`;
}

/** The next hostile address, in turn (so that every spelling reaches some screen). */
export function hostileAddress(): string {
  const address = HOSTILE_ADDRESSES[addressTurn % HOSTILE_ADDRESSES.length]!;
  addressTurn += 1;
  return address;
}

/**
 * A deep copy of `value` with every payload appended to every text field (`text`) and every address
 * replaced by a hostile one (`addresses`); see KEEP_KEY, ADDRESS_KEY, KEEP_VALUE.
 */
export function hostile<T>(value: T, mode: Exclude<HostileMode, false> = 'all', key = ''): T {
  if (typeof value === 'string') {
    if (ADDRESS_KEY.test(key) && ADDRESS_VALUE.test(value))
      return (mode === 'text' ? value : hostileAddress()) as T;
    if (ADDRESS_KEY.test(key) || KEEP_KEY.test(key) || KEEP_VALUE.test(value) || mode === 'addresses')
      return value;
    return hostileText(value) as T;
  }
  if (Array.isArray(value)) return value.map((item) => hostile(item, mode, key)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [name, item] of Object.entries(value)) out[name] = hostile(item, mode, name);
    return out as T;
  }
  return value;
}
