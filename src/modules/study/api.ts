import { api } from '@/api/client';
import { firstReads } from '@/api/firstReads';
import type {
  AircraftDetail,
  AirportDoc,
  AirportInfo,
  ExamAnswer,
  ExamAttempt,
  ExamHistory,
  ExamResult,
  ExamSummary,
  ExamTitle,
  FlightAdjustment,
  FlightHoursRequest,
  FlightHoursSummary,
  NavAirwayLeg,
  PublicDoc,
  PublicDocToUser,
  PublicDocType,
  Question,
  RouteCharacteristic,
  RouteData,
  SimulatorSession,
  TestType,
  VideoTraining,
  WeatherData,
} from '@/api/schema/compinfo';
import type { Aircraft } from '@/api/schema/dynamics';

const opts = (signal?: AbortSignal) => ({ signal, hideGlobalError: true });

/** POST /api/CompInfo/FlightPubScheduleList: simulator sessions between two dates (default: −14 to +28 days). */
export const getSimulatorSchedule = (
  query: { startDate?: string; endDate?: string; mine?: boolean },
  signal?: AbortSignal,
) => api.read<SimulatorSession[]>('/api/CompInfo/FlightPubScheduleList', { ...query }, { signal });

/** Every airport with its document count. */
export const getAllAirports = (signal?: AbortSignal) =>
  api.request<AirportInfo[]>(firstReads.allAirports, opts(signal));

/** The fleet. */
export const getAllAircraft = (signal?: AbortSignal) =>
  api.read<Aircraft[]>('/flightservice/CompInfo/GetAllAircraft', {}, opts(signal));

/** One aircraft with its deferred defects. */
export const getAircraftDetail = (aircraftId: string, signal?: AbortSignal) =>
  api.read<AircraftDetail>('/flightservice/CompInfo/GetAircraftDetail', { aircraftId }, opts(signal));

/** Routes (all, or one by id). */
export const getAllRoutes = (query: { routeId?: string }, signal?: AbortSignal) =>
  api.read<RouteData[]>('/flightservice/CompInfo/GetAllRouteData', { ...query }, opts(signal));

/** The airway legs of a route. */
export const getNavAirways = (routeId: string, signal?: AbortSignal) =>
  api.read<NavAirwayLeg[]>('/api/CompInfo/GetTNavAirwayList', { routeId }, opts(signal));

/** The characteristics of every route. */
export const getAllRouteCharacteristics = (signal?: AbortSignal) =>
  api.read<RouteCharacteristic[]>('/flightservice/CompInfo/GetAllRouteCharact', {}, opts(signal));

/** The characteristics of one route. */
export const getRouteCharacteristics = (routeId: string, signal?: AbortSignal) =>
  api.read<RouteCharacteristic[]>('/api/CompInfo/GetRouteCharactList', { routeId }, opts(signal));

/** Documents and charts of one airport. */
export const getAirportDocs = (airportCode: string, signal?: AbortSignal) =>
  api.read<AirportDoc[]>('/api/CompInfo/GetAllAirportDoc', { airportCode }, opts(signal));

/** Delays, cancellations, diversions (of one day). */
export const getFlightAdjustments = (query: { date?: string }, signal?: AbortSignal) =>
  api.read<FlightAdjustment[]>('/flightservice/CompInfo/GetAllFlightAdjustment', { ...query }, opts(signal));

/** The user's flight hours against the limits. */
export const getFlightHours = (query: FlightHoursRequest, signal?: AbortSignal) =>
  api.read<FlightHoursSummary>('/flightservice/CompInfo/GetAllFlightHours', { ...query }, opts(signal));

/** Weather of every airport (or one), today or up to two days ahead. */
export const getWeather = (query: { airportCode?: string; dayOffset?: number }, signal?: AbortSignal) =>
  api.read<WeatherData[]>('/flightservice/CompInfo/GetAllWeatherData', { ...query }, opts(signal));

export const getPublicDocTypes = (signal?: AbortSignal) =>
  api.get<PublicDocType[]>('/api/CompInfo/GetPublicDocTypeList', {}, opts(signal));

export const getPublicDocs = (query: { typeId?: string; keyword?: string }, signal?: AbortSignal) =>
  api.read<PublicDoc[]>('/flightservice/CompInfo/GetAllPublicDoc', { ...query }, opts(signal));

/** Documents pushed to the user's crew side (must-read ones among them). */
export const getDocsToUser = (signal?: AbortSignal) =>
  api.request<PublicDocToUser[]>(firstReads.docsToUser, opts(signal));

export const getVideoTraining = (query: { courseId?: string }, signal?: AbortSignal) =>
  api.read<VideoTraining>('/flightservice/CompInfo/GetVideoTraining', { ...query }, opts(signal));

export const getTestTypes = (signal?: AbortSignal) =>
  api.get<TestType[]>('/flightservice/CompInfo/GetTestTypeList', {}, opts(signal));

/** The whole bank of a type (or of every type), with answers. */
export const getQuestionBank = (typeId: string | undefined, signal?: AbortSignal) =>
  api.get<Question[]>(
    '/flightservice/CompInfo/GetTestQuestionTrain',
    { ...(typeId ? { typeId } : {}), pageIndex: 1, pageSize: 10000 },
    opts(signal),
  );

/** One page of the bank with answers and explanations, in bank order. */
export const getQuestionPreview = (
  query: { typeId?: string; pageIndex: number; pageSize: number },
  signal?: AbortSignal,
) => api.read<Question[]>('/flightservice/CompInfo/GetTestQuestionPreview', { ...query }, opts(signal));

/** A random self-test of `count` questions (with answers: graded on the phone). */
export const drawPracticeQuestions = (query: { typeId?: string; count: number }) =>
  api.read<Question[]>(
    '/flightservice/CompInfo/GetTestQuestionTest',
    { ...query },
    { hideGlobalError: true },
  );

export const getBrsFlag = (signal?: AbortSignal) =>
  api.read<{ mustAnswer: boolean; title: string; reason: string }>(
    '/api/CompInfo/GetIsBrsQuesFlag',
    {},
    opts(signal),
  );

export const getAllExams = (signal?: AbortSignal) =>
  api.request<ExamSummary[]>(firstReads.allExams, opts(signal));

export const getExamTitle = (examId: string, signal?: AbortSignal) =>
  api.read<ExamTitle>('/api/CompInfo/GetExamTitle', { examId }, opts(signal));

/** Starts (or resumes) an attempt: a write, never retried. */
export const startExam = (examId: string) =>
  api.post<ExamAttempt>('/api/CompInfo/AddExams', { examId }, { hideGlobalError: true });

/** Hands the answer sheet in. */
export const submitExam = (examId: string, attemptId: string, answers: ExamAnswer[]) =>
  api.post<ExamAttempt>(
    '/api/CompInfo/AddExams',
    { examId, attemptId, answers: answers.map((a) => ({ ...a })) },
    // The user waits for the mark: the loading overlay (§4).
    { hideGlobalError: true, loading: true },
  );

export const getExamResults = (examId: string | undefined, signal?: AbortSignal) =>
  api.read<ExamResult[]>('/api/CompInfo/GetExams', examId ? { examId } : {}, opts(signal));

export const getExamHistory = (query: { examId?: string; attemptId?: string }, signal?: AbortSignal) =>
  api.read<ExamHistory[]>('/api/CompInfo/GetAllExamDetailed', { ...query }, opts(signal));
