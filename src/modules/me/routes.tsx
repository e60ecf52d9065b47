import type { RouteObject } from 'react-router-dom';
import { comingSoon, modulePages } from '@/shell/routing';

const strings = () => import('./i18n');
const page = modulePages(strings);
const soon = (path: string, key: string) =>
  comingSoon(strings, path, { ns: 'me', titleKey: `screens.${key}` });

/** The personal centre. Its screens are built with the personal-centre issue; settings' account part comes with login. */
export const meRoutes: RouteObject[] = [
  soon('me', 'home'),
  soon('me/license', 'license'),
  soon('me/licensedetails', 'licenseDetails'),
  soon('me/contract', 'contract'),
  soon('me/collection', 'collection'),
  soon('me/collectiondetail', 'collectionDetail'),
  soon('me/flytime', 'flytime'),
  soon('me/weekflytime', 'weekFlytime'),
  soon('me/train', 'train'),
  soon('me/query', 'query'),
  page('me/setup', () => import('./pages/SetupPage'), { handle: { ns: 'me', titleKey: 'screens.setup' } }),
  soon('me/certificate', 'certificate'),
  soon('me/changecertificate', 'changeCertificate'),
  soon('me/question', 'question'),
  soon('me/questiondetail', 'questionDetail'),
  soon('me/telephone', 'telephone'),
  soon('me/password', 'password'),
  soon('me/currency', 'currency'),
  soon('me/newmsg', 'newMsg'),
  soon('me/morelanguage', 'moreLanguage'),
  soon('me/textsize', 'textSize'),
  soon('me/suggest', 'suggest'),
  soon('me/about', 'about'),
  soon('me/protocol', 'protocol'),
  soon('me/information', 'information'),
  soon('me/crewlog', 'crewLog'),
  soon('me/crewlogwrite', 'crewLogWrite'),
  soon('me/crewlogpf', 'crewLogPf'),
];
