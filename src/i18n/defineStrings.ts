/**
 * The `_one` forms English adds to zh-cn's plural keys: a count is written in zh-cn as `<key>_other`
 * (Chinese has one form; i18next picks `_other` for every count), and en-us gives `<key>_one` and
 * `<key>_other` ("1 page", "2 pages"). Screens call `t('<key>', { count })`.
 */
type PluralOne<T> = { [K in keyof T as K extends `${infer Base}_other` ? `${Base}_one` : never]: string };

/** The en-us tree of a namespace: the keys of its zh-cn source (and the `_one` of each plural), every leaf a string. */
export type Translation<T> = {
  [K in keyof T]: T[K] extends string ? string : Translation<T[K]>;
} & PluralOne<T>;

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
