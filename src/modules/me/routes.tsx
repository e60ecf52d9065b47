import type { RouteObject } from 'react-router-dom';
import { screens } from '@/lib/paths';
import { comingSoon, modulePages } from '@/shell/routing';

const strings = () => import('./i18n');
const page = modulePages(strings);
const s = screens.me;

/** The personal centre: every screen of spec/routes.tsv under /me. */
export const meRoutes: RouteObject[] = [
  page(s.home, () => import('./pages/MeHomePage')),
  page(s.information, () => import('./pages/InformationPage')),
  page(s.license, () => import('./pages/LicensePage')),
  page(s.licenseDetails, () => import('./pages/LicenseDetailsPage')),
  page(s.contract, () => import('./pages/ContractPage')),
  page(s.collection, () => import('./pages/CollectionPage')),
  page(s.collectionDetail, () => import('./pages/CollectionDetailPage')),
  page(s.flytime, () => import('./pages/FlytimePage')),
  page(s.weekFlytime, () => import('./pages/WeekFlytimePage')),
  page(s.train, () => import('./pages/TrainPage')),
  page(s.query, () => import('./pages/QueryPage')),
  page(s.setup, () => import('./pages/SetupPage')),
  page(s.certificate, () => import('./pages/CertificatePage')),
  comingSoon(strings, s.changeCertificate),
  page(s.question, () => import('./pages/QuestionPage')),
  page(s.questionDetail, () => import('./pages/QuestionDetailPage')),
  comingSoon(strings, s.telephone),
  comingSoon(strings, s.password),
  comingSoon(strings, s.currency),
  comingSoon(strings, s.newMsg),
  comingSoon(strings, s.moreLanguage),
  comingSoon(strings, s.textSize),
  comingSoon(strings, s.suggest),
  page(s.about, () => import('./pages/AboutPage')),
  page(s.protocol, () => import('./pages/ProtocolPage')),
  page(s.crewLog, () => import('./pages/CrewLogPage')),
  comingSoon(strings, s.crewLogWrite),
  page(s.crewLogPf, () => import('./pages/CrewLogPfPage')),
];
