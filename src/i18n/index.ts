import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { STORAGE_KEYS } from '@/lib/storage';
import { common } from './common';

/** The two interface languages. zh-cn is the default and the source of truth. */
export const LANGS = ['zh-cn', 'en-us'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'zh-cn';
/**
 * localStorage key the spec names for the language choice. Typed as lib/storage's (a type only, which
 * keeps the start-up chunks as they are): index.html's inline script reads that one (src/app/startScreen.ts).
 */
export const LANG_KEY: (typeof STORAGE_KEYS)['lang'] = 'lang';

/** Strings of one namespace in both languages; the en-us tree must have the same keys as zh-cn. */
export type Strings = Record<Lang, Record<string, unknown>>;

export { defineStrings, type Translation } from './defineStrings';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

export function readStoredLang(): Lang {
  try {
    const stored = localStorage.getItem(LANG_KEY);
    return isLang(stored) ? stored : DEFAULT_LANG;
  } catch {
    return DEFAULT_LANG;
  }
}

/**
 * Adds a namespace. Modules call this from their lazily loaded `i18n.ts`, so a module's strings
 * travel in the module's chunk, not in the start-up bundle. A file may run before start-up has set
 * i18next up (start-up asks for a signed-in screen's files first, src/main.tsx): i18next has no
 * resource store until then, so its strings join as it initialises.
 */
export function registerStrings(ns: string, strings: Strings): void {
  if (!i18n.isInitialized) {
    i18n.on('initialized', () => registerStrings(ns, strings));
    return;
  }
  for (const lang of LANGS) {
    if (!i18n.hasResourceBundle(lang, ns)) i18n.addResourceBundle(lang, ns, strings[lang], true, true);
  }
}

/** Switches the language at once (no reload) and remembers it under the `lang` key. */
export async function setLang(lang: Lang): Promise<void> {
  try {
    localStorage.setItem(LANG_KEY, lang);
  } catch {
    // Private mode without storage: the switch still applies for this visit.
  }
  document.documentElement.lang = lang === 'zh-cn' ? 'zh-CN' : 'en';
  await i18n.changeLanguage(lang);
}

export function currentLang(): Lang {
  return isLang(i18n.language) ? i18n.language : DEFAULT_LANG;
}

export function initI18n(lang: Lang = readStoredLang()) {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      lng: lang,
      fallbackLng: DEFAULT_LANG,
      supportedLngs: LANGS,
      lowerCaseLng: true,
      ns: ['common'],
      defaultNS: 'common',
      resources: { 'zh-cn': { common: common['zh-cn'] }, 'en-us': { common: common['en-us'] } },
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    });
  } else if (i18n.language !== lang) {
    void i18n.changeLanguage(lang);
  }
  if (typeof document !== 'undefined') document.documentElement.lang = lang === 'zh-cn' ? 'zh-CN' : 'en';
  return i18n;
}

export { i18n };
