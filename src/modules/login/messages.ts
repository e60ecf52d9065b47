import type { TFunction } from 'i18next';

/**
 * A message on a login screen: a key of the module's strings (shown in the current language, so it
 * follows a language switch) or a text the backend sent, shown as it came.
 */
export type Shown = { key: string; count?: number } | { text: string };

export function shown(t: TFunction<'login'>, message: Shown | null | undefined): string | null {
  if (!message) return null;
  if ('text' in message) return message.text;
  return message.count === undefined ? t(message.key) : t(message.key, { count: message.count });
}
