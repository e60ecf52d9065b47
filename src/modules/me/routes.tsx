import type { RouteObject } from 'react-router-dom';
import { screens } from '@/lib/paths';
import { modulePages, prefetching } from '@/shell/routing';

const page = modulePages(() => import('./i18n'));
const s = screens.me;

/** The personal centre: every screen of spec/routes.tsv under /me. */
export const meRoutes: RouteObject[] = [
  page(s.home, () => import('./pages/MeHomePage'), { loader: prefetching(() => import('./prefetch')) }),
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
  page(s.changeCertificate, () => import('./pages/ChangeCertificatePage')),
  page(s.question, () => import('./pages/QuestionPage')),
  page(s.questionDetail, () => import('./pages/QuestionDetailPage')),
  page(s.telephone, () => import('./pages/TelephonePage')),
  page(s.password, () => import('./pages/PasswordPage')),
  page(s.currency, () => import('./pages/CurrencyPage')),
  page(s.newMsg, () => import('./pages/NewMsgPage')),
  page(s.moreLanguage, () => import('./pages/MoreLanguagePage')),
  page(s.textSize, () => import('./pages/TextSizePage')),
  page(s.suggest, () => import('./pages/SuggestPage')),
  page(s.about, () => import('./pages/AboutPage')),
  page(s.protocol, () => import('./pages/ProtocolPage')),
  page(s.crewLog, () => import('./pages/CrewLogPage')),
  page(s.crewLogWrite, () => import('./pages/CrewLogWritePage')),
  page(s.crewLogPf, () => import('./pages/CrewLogPfPage')),
];
