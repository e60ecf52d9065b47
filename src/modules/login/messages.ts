import type { ParseKeys, TFunction } from 'i18next';

/**
 * A message on a login screen: a key of the module's strings (shown in the current language, so it
 * follows a language switch) or a text the backend sent, shown as it came.
 */
export type Shown = { key: ParseKeys<'login'>; count?: number } | { text: string };

export function shown(t: TFunction<'login'>, message: Shown | null | undefined): string | null {
  if (!message) return null;
  if ('text' in message) return message.text;
  // The key is checked where a Shown is made; a union of keys is more than t()'s overloads take at once.
  const translate = t as unknown as (key: string, options?: { count: number }) => string;
  return message.count === undefined
    ? translate(message.key)
    : translate(message.key, { count: message.count });
}
