import { useMatches } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Access } from '@/lib/paths';

/**
 * What a route tells the shell (set by shell/routing): its module's i18n namespace, the key of its title,
 * who may open it, and whether it is kept for the way back (lib/paths `keptLists`).
 */
export interface RouteHandle {
  ns: string;
  titleKey: string;
  access: Access;
  keptForBack: boolean;
}

/** The title of the screen being shown, from its route (lib/paths `screens`): given once, there. */
export function useRouteTitle(): string {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  // Re-renders on a language switch.
  const { i18n } = useTranslation();
  // The key comes from the screen table at run time, so it cannot be checked by type here; a test
  // checks that every screen's title exists in both languages.
  return handle
    ? (i18n.t as (key: string, options: { ns: string }) => string)(handle.titleKey, { ns: handle.ns })
    : '';
}
