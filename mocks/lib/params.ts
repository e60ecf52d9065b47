/**
 * Reading request bodies defensively: form and query values arrive as strings, JSON as anything.
 * Handlers never trust the shape of what the client sent.
 */
export const str = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

export function num(value: unknown, fallback: number): number {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isFinite(n) ? n : fallback;
}

export function bool(value: unknown, fallback = false): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === '1' || value === 1) return true;
  if (value === 'false' || value === '0' || value === 0) return false;
  return fallback;
}

export interface Page<T> {
  total: number;
  pageIndex: number;
  pageSize: number;
  items: T[];
}

/** 1-based page of a list; pageSize defaults to 20 and is capped at 200. */
export function paginate<T>(list: readonly T[], body: Record<string, unknown>, defaultSize = 20): Page<T> {
  const pageSize = Math.min(200, Math.max(1, Math.floor(num(body.pageSize, defaultSize))));
  const pageIndex = Math.max(1, Math.floor(num(body.pageIndex, 1)));
  const start = (pageIndex - 1) * pageSize;
  return { total: list.length, pageIndex, pageSize, items: list.slice(start, start + pageSize) };
}

/** Mainland mobile number (§5: "please enter the correct phone number"). */
export const isMobile = (phone: string): boolean => /^1[3-9]\d{9}$/.test(phone);

/** §5: at least 8 characters with both letters and digits. */
export const isStrongPassword = (password: string): boolean =>
  password.length >= 8 && /[A-Za-z]/.test(password) && /\d/.test(password);
