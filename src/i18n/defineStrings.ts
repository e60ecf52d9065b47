/** The en-us tree of a namespace: exactly the keys of its zh-cn source, every leaf a string. */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

/**
 * A namespace's strings: zh-cn is the source of truth, and en-us must have the same keys (checked by
 * type). The zh-cn tree also types every `t()` key of the app (src/app/i18next.d.ts).
 */
export function defineStrings<const T extends Record<string, unknown>>(
  zh: T,
  en: Translation<T>,
): { 'zh-cn': T; 'en-us': Translation<T> } {
  return { 'zh-cn': zh, 'en-us': en };
}
