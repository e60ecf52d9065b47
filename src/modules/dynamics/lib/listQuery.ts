import type { DayKey, FlightFilter } from '@/api/schema/dynamics';
import { DAY_KEYS } from '@/lib/dates';

/** What the flight list shows. It lives in the URL, so reload, back and an error never lose it. */
export interface ListQuery {
  day: DayKey;
  filter: FlightFilter;
  flightNo: string;
  from: string;
  to: string;
}

export const FILTERS: FlightFilter[] = ['all', 'planned', 'arrived', 'abnormal'];
export const DEFAULT_DAY: DayKey = 'today';

const isDayKey = (value: string): value is DayKey => (DAY_KEYS as readonly string[]).includes(value);
const isFilter = (value: string): value is FlightFilter => (FILTERS as readonly string[]).includes(value);

/** Flight numbers are two letters or a letter and a digit, then 1–4 digits and an optional suffix letter. */
const FLIGHT_NO = /^[A-Z0-9]{2}\d{1,4}[A-Z]?$/;
/** Airport codes in the URL are IATA (3 letters). */
const IATA = /^[A-Z]{3}$/;

export function normaliseFlightNo(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** A partial number ("1501" or "HG15") searches too; only characters that cannot be in one are refused. */
export function isValidFlightNoSearch(value: string): boolean {
  const text = normaliseFlightNo(value);
  return text === '' || /^[A-Z0-9]{1,8}$/.test(text);
}

export function isFullFlightNo(value: string): boolean {
  return FLIGHT_NO.test(normaliseFlightNo(value));
}

/** Each part of the query as the address holds it when it names none. */
export const LIST_DEFAULTS: Readonly<Record<keyof ListQuery, string>> = {
  day: DEFAULT_DAY,
  filter: 'all',
  flightNo: '',
  from: '',
  to: '',
};

/** The query of the address's values (as useAddressFilters reads them): what cannot be one is the default. */
export function readListQuery(address: Readonly<Record<keyof ListQuery, string>>): ListQuery {
  const flightNo = normaliseFlightNo(address.flightNo);
  const from = address.from.toUpperCase();
  const to = address.to.toUpperCase();
  return {
    day: isDayKey(address.day) ? address.day : DEFAULT_DAY,
    filter: isFilter(address.filter) ? address.filter : 'all',
    flightNo: isValidFlightNoSearch(flightNo) ? flightNo : '',
    from: IATA.test(from) ? from : '',
    to: IATA.test(to) ? to : '',
  };
}

/** The URL parameters of a query (a link to the list); defaults are left out, as the list leaves them. */
export function listQueryParams(query: Partial<ListQuery>): Record<string, string | undefined> {
  return Object.fromEntries(
    (Object.keys(LIST_DEFAULTS) as (keyof ListQuery)[]).map((name) => {
      const value = query[name];
      return [name, value && value !== LIST_DEFAULTS[name] ? value : undefined];
    }),
  );
}

/** A stable key of the query for the list cache. */
export function listQueryKey(query: ListQuery): string {
  return [query.day, query.filter, query.flightNo, query.from, query.to].join('|');
}
