/*
 * The study module's use of the calls declared in src/api/compinfo.ts. Screens still on `useRequest`
 * read through the query cache (api/readThrough) until they move to the query hooks
 * (docs/data-layer.md).
 */
import { readThrough } from '@/api/readThrough';
import {
  aircraftDetailQuery,
  airportDocsQuery,
  allAircraftQuery,
  allAirportsQuery,
  allExamsQuery,
  allRouteCharacteristicsQuery,
  allRoutesQuery,
  brsFlagQuery,
  compFlightHoursQuery,
  compWeatherQuery,
  docsToUserQuery,
  examHistoryQuery,
  examResultsQuery,
  examTitleQuery,
  flightAdjustmentsQuery,
  navAirwaysQuery,
  publicDocsQuery,
  publicDocTypesQuery,
  questionBankQuery,
  questionPreviewQuery,
  routeCharacteristicsQuery,
  simulatorScheduleQuery,
  testTypesQuery,
  videoTrainingQuery,
} from '@/api/compinfo';
import type { FlightHoursRequest } from '@/api/schema/compinfo';

export { drawPracticeQuestions, startExam, submitExamAnswers as submitExam } from '@/api/compinfo';

type Signal = AbortSignal | undefined;

export const getSimulatorSchedule = (
  query: { startDate?: string; endDate?: string; mine?: boolean },
  signal?: AbortSignal,
) => readThrough(simulatorScheduleQuery(query), signal);
export const getAllAirports = (signal?: Signal) => readThrough(allAirportsQuery(), signal);
export const getAllAircraft = (signal?: Signal) => readThrough(allAircraftQuery(), signal);
export const getAircraftDetail = (aircraftId: string, signal?: Signal) =>
  readThrough(aircraftDetailQuery(aircraftId), signal);
export const getAllRoutes = (query: { routeId?: string }, signal?: Signal) =>
  readThrough(allRoutesQuery(query), signal);
export const getNavAirways = (routeId: string, signal?: Signal) =>
  readThrough(navAirwaysQuery({ routeId }), signal);
export const getAllRouteCharacteristics = (signal?: Signal) =>
  readThrough(allRouteCharacteristicsQuery(), signal);
export const getRouteCharacteristics = (routeId: string, signal?: Signal) =>
  readThrough(routeCharacteristicsQuery({ routeId }), signal);
export const getAirportDocs = (airportCode: string, signal?: Signal) =>
  readThrough(airportDocsQuery(airportCode), signal);
export const getFlightAdjustments = (query: { date?: string }, signal?: Signal) =>
  readThrough(flightAdjustmentsQuery(query), signal);
export const getFlightHours = (query: FlightHoursRequest, signal?: Signal) =>
  readThrough(compFlightHoursQuery(query), signal);
export const getWeather = (query: { airportCode?: string; dayOffset?: number }, signal?: Signal) =>
  readThrough(compWeatherQuery(query), signal);
export const getPublicDocTypes = (signal?: Signal) => readThrough(publicDocTypesQuery(), signal);
export const getPublicDocs = (query: { typeId?: string; keyword?: string }, signal?: Signal) =>
  readThrough(publicDocsQuery(query), signal);
export const getDocsToUser = (signal?: Signal) => readThrough(docsToUserQuery(), signal);
export const getVideoTraining = (query: { courseId?: string }, signal?: Signal) =>
  readThrough(videoTrainingQuery(query), signal);
export const getTestTypes = (signal?: Signal) => readThrough(testTypesQuery(), signal);
export const getQuestionBank = (typeId: string | undefined, signal?: Signal) =>
  readThrough(questionBankQuery(typeId), signal);
export const getQuestionPreview = (
  query: { typeId?: string; pageIndex: number; pageSize: number },
  signal?: Signal,
) => readThrough(questionPreviewQuery(query), signal);
export const getBrsFlag = (signal?: Signal) => readThrough(brsFlagQuery(), signal);
export const getAllExams = (signal?: Signal) => readThrough(allExamsQuery(), signal);
export const getExamTitle = (examId: string, signal?: Signal) => readThrough(examTitleQuery(examId), signal);
export const getExamResults = (examId: string | undefined, signal?: Signal) =>
  readThrough(examResultsQuery(examId), signal);
export const getExamHistory = (query: { examId?: string; attemptId?: string }, signal?: Signal) =>
  readThrough(examHistoryQuery(query), signal);
