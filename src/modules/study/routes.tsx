import type { RouteObject } from 'react-router-dom';
import { screens } from '@/lib/paths';
import { modulePages, prefetching } from '@/shell/routing';

const strings = () => import('./i18n');
const page = modulePages(strings);
const s = screens.study;

/** Study (integrated information): reference data, documents and media, exams and practice. */
export const studyRoutes: RouteObject[] = [
  page(s.home, () => import('./pages/StudyHomePage'), { loader: prefetching(() => import('./prefetch')) }),
  page(s.aircraft, () => import('./pages/AircraftListPage')),
  page(s.aircraftDetail, () => import('./pages/AircraftDetailPage')),
  page(s.selectAirport, () => import('./pages/SelectAirportPage')),
  page(s.airRoute, () => import('./pages/AirRoutePage')),
  page(s.airlineTrait, () => import('./pages/AirlineTraitPage')),
  page(s.airlineSelector, () => import('./pages/AirlineSelectorPage')),
  page(s.airport, () => import('./pages/AirportPage')),
  page(s.testTypeSelector, () => import('./pages/TestTypeSelectorPage')),
  page(s.exam, () => import('./pages/ExamListPage')),
  page(s.examHistory, () => import('./pages/ExamDetailPage')),
  page(s.examDetail, () => import('./pages/ExamDetailPage')),
  page(s.flightChange, () => import('./pages/FlightChangePage')),
  page(s.flightTime, () => import('./pages/FlightTimePage')),
  page(s.preview, () => import('./pages/PreviewPage')),
  page(s.publicDocument, () => import('./pages/PublicDocumentPage')),
  page(s.questionBank, () => import('./pages/QuestionBankPage')),
  page(s.ready, () => import('./pages/ReadyPage')),
  page(s.ready2, () => import('./pages/Ready2Page')),
  page(s.schedule, () => import('./pages/SimulatorSchedulePage')),
  page(s.test, () => import('./pages/TestPage')),
  page(s.weather, () => import('./pages/WeatherPage')),
  page(s.video, () => import('./pages/VideoListPage')),
  page(s.videoDetail, () => import('./pages/VideoDetailPage')),
  page(s.course, () => import('./pages/CourseListPage')),
  page(s.courseDetail, () => import('./pages/CourseDetailPage')),
];
