/**
 * The company-information service (endpoints.tsv group `compinfo`: /flightservice/CompInfo and
 * /api/CompInfo): airports, fleet, routes, documents, weather, question banks, exams, crew records.
 */
import { api } from './client';
import { getRead, postRead } from './read';
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
  FlightPlan,
  KeywordRequest,
  MelRequest,
  NavAirwayLeg,
  PreCondition,
  PublicDoc,
  PublicDocToUser,
  PublicDocType,
  Question,
  RouteCharacteristic,
  RouteData,
  RouteRequest,
  SimulatorSession,
  TestType,
  VideoTraining,
  WeatherData,
} from './schema/compinfo';
import type { Aircraft, CrewMember, MelItem } from './schema/dynamics';
import type { PreConditionCrew } from './schema/prepare';

const FS = '/flightservice/CompInfo';
const CI = '/api/CompInfo';
const quiet = { hideGlobalError: true } as const;

// ---------- Airports, fleet, routes ----------

/** Every airport of the company with its document count (the airport pickers, the study airports). */
export const allAirportsQuery = (request: KeywordRequest = {}) =>
  postRead<AirportInfo[]>(`${FS}/GetAllAirport`, { ...request });

export const allAircraftQuery = () => postRead<Aircraft[]>(`${FS}/GetAllAircraft`);

/** One aircraft with its deferred defects. */
export const aircraftDetailQuery = (aircraftId: string) =>
  postRead<AircraftDetail>(`${FS}/GetAircraftDetail`, { aircraftId });

/** Routes (all, or one by id). */
export const allRoutesQuery = (query: { routeId?: string }) =>
  postRead<RouteData[]>(`${FS}/GetAllRouteData`, { ...query });

/** The legs of a route (by id, or by its ends) with airway, call sign, frequency, distance, MSA, course. */
export const navAirwaysQuery = (request: RouteRequest) =>
  postRead<NavAirwayLeg[]>(`${CI}/GetTNavAirwayList`, { ...request });

/** The characteristics of every route. */
export const allRouteCharacteristicsQuery = () => postRead<RouteCharacteristic[]>(`${FS}/GetAllRouteCharact`);

/** The characteristics of one route, by id or by its ends (the return leg of a rotation). */
export const routeCharacteristicsQuery = (request: RouteRequest) =>
  postRead<RouteCharacteristic[]>(`${CI}/GetRouteCharactList`, { ...request });

/** Documents and charts of one airport. */
export const airportDocsQuery = (airportCode: string) =>
  postRead<AirportDoc[]>(`${CI}/GetAllAirportDoc`, { airportCode });

/** MEL items of a registration or of a whole aircraft type, with their procedures. */
export const allMelQuery = (request: MelRequest) => postRead<MelItem[]>(`${CI}/GetAllMEL`, { ...request });

// ---------- Operations ----------

/** Delays, cancellations, diversions (of one day). */
export const flightAdjustmentsQuery = (query: { date?: string }) =>
  postRead<FlightAdjustment[]>(`${FS}/GetAllFlightAdjustment`, { ...query });

/** The user's flight hours against the limits. */
export const compFlightHoursQuery = (query: FlightHoursRequest) =>
  postRead<FlightHoursSummary>(`${FS}/GetAllFlightHours`, { ...query });

/** Weather of every airport (or one), today or up to two days ahead. */
export const compWeatherQuery = (query: { airportCode?: string; dayOffset?: number }) =>
  postRead<WeatherData[]>(`${FS}/GetAllWeatherData`, { ...query });

/** Simulator sessions between two dates (default: −14 to +28 days). */
export const simulatorScheduleQuery = (query: { startDate?: string; endDate?: string; mine?: boolean }) =>
  postRead<SimulatorSession[]>(`${CI}/FlightPubScheduleList`, { ...query });

// ---------- Documents, training ----------

export const publicDocTypesQuery = () => getRead<PublicDocType[]>(`${CI}/GetPublicDocTypeList`);

export const publicDocsQuery = (query: { typeId?: string; keyword?: string }) =>
  postRead<PublicDoc[]>(`${FS}/GetAllPublicDoc`, { ...query });

/** Documents pushed to the user's crew side (must-read ones among them). */
export const docsToUserQuery = () => postRead<PublicDocToUser[]>(`${CI}/GetPubdocToUser`);

export const videoTrainingQuery = (query: { courseId?: string }) =>
  postRead<VideoTraining>(`${FS}/GetVideoTraining`, { ...query });

export const testTypesQuery = () => getRead<TestType[]>(`${FS}/GetTestTypeList`);

/** The whole bank of a type (or of every type), with answers. */
export const questionBankQuery = (typeId: string | undefined) =>
  getRead<Question[]>(`${FS}/GetTestQuestionTrain`, {
    ...(typeId ? { typeId } : {}),
    pageIndex: 1,
    pageSize: 10000,
  });

/** One page of the bank with answers and explanations, in bank order. */
export const questionPreviewQuery = (query: { typeId?: string; pageIndex: number; pageSize: number }) =>
  postRead<Question[]>(`${FS}/GetTestQuestionPreview`, { ...query });

/** A random self-test of `count` questions (with answers: graded on the phone); new at every ask. */
export const drawPracticeQuestions = (query: { typeId?: string; count: number }) =>
  api.read<Question[]>(`${FS}/GetTestQuestionTest`, { ...query }, quiet);

export const brsFlagQuery = () =>
  postRead<{ mustAnswer: boolean; title: string; reason: string }>(`${CI}/GetIsBrsQuesFlag`);

// ---------- Exams ----------

export const allExamsQuery = () => postRead<ExamSummary[]>(`${CI}/GetAllExam`);

export const examTitleQuery = (examId: string) => postRead<ExamTitle>(`${CI}/GetExamTitle`, { examId });

/** Starts (or resumes) an attempt: a write, never retried. */
export const startExam = (examId: string) => api.post<ExamAttempt>(`${CI}/AddExams`, { examId }, quiet);

/** Hands the answer sheet in. */
export const submitExamAnswers = (examId: string, attemptId: string, answers: ExamAnswer[]) =>
  api.post<ExamAttempt>(
    `${CI}/AddExams`,
    { examId, attemptId, answers: answers.map((a) => ({ ...a })) },
    // The user waits for the mark: the loading overlay (§4).
    { ...quiet, loading: true },
  );

export const examResultsQuery = (examId: string | undefined) =>
  postRead<ExamResult[]>(`${CI}/GetExams`, examId ? { examId } : {});

export const examHistoryQuery = (query: { examId?: string; attemptId?: string }) =>
  postRead<ExamHistory[]>(`${CI}/GetAllExamDetailed`, { ...query });

// ---------- Crew records (the preparation's crew) ----------

/** Full records of the mission's crew (licences, base, fleet). */
export const missionCrewInfoQuery = (missionId: string) =>
  postRead<CrewMember[]>(`${CI}/PrepareCrewInfo`, { missionId });

// ---------- A mission's briefing: pre-flight conditions, flight plan, the crew's preparation ----------

/** The mission's pre-flight conditions and briefing (report, briefing, release, aircraft, boarding). */
export const preConditionsQuery = (missionId: string) =>
  postRead<PreCondition[]>(`${FS}/GetAllPreCondit`, { missionId });

/** The mission's flight plan: fuel, weights, times, alternates. */
export const flightPlanQuery = (missionId: string) =>
  postRead<FlightPlan[]>(`${FS}/GetAllFlightPlan`, { missionId });

/** The mission's crew with where each one's preparation stands (who has what open). */
export const crewPreparationQuery = (missionId: string) =>
  postRead<PreConditionCrew[]>(`${CI}/PreConditonCrewList`, { missionId });
