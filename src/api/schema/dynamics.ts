/**
 * Flight dynamics calls, and the core entities every module shares (airport, aircraft, MEL item, route,
 * crew member, flight). Times are ISO 8601 with the local offset of the airport they belong to
 * ("2026-11-22T08:30:00+08:00"; Beijing is +08:00), dates are Beijing calendar days "YYYY-MM-DD".
 */

/** The four days the flight views are keyed to (§4). */
export type DayKey = 'yesterday' | 'today' | 'tomorrow' | 'after';

// ---------- Core entities ----------

export interface Airport {
  /** IATA, e.g. PEK. */
  code3: string;
  /** ICAO, e.g. ZBAA. */
  code4: string;
  name: string;
  city: string;
  /** Pinyin of the city, lower case, for the city index selector. */
  pinyin: string;
  longitude: number;
  latitude: number;
  /** Flight information region, e.g. 北京情报区. */
  intelligenceBureau: string;
  /** CAAC regional administration, e.g. 华北地区管理局 (境外 abroad). */
  administrationBureau: string;
  /** IANA time zone of the airport's local times. */
  timeZone: string;
  international: boolean;
  /** Field elevation, m. */
  elevation: number;
  runways: string[];
  /** Hot city of the selector. */
  hot: boolean;
}

export type MelState = 'deferred' | 'fixed';
export interface MelItem {
  id: string;
  aircraftId: string;
  registration: string;
  /** Deferred-defect number. */
  ddNo: string;
  ataChapter: string;
  melRef: string;
  title: string;
  /** MEL repair category A/B/C/D. */
  category: string;
  /** Deferral type: MEL, CDL or 非MEL. */
  type: string;
  applyDate: string;
  /** Deferral limit date. */
  deferralLimit: string;
  state: MelState;
  fixedDate: string | null;
  operationalProcedure: string;
  maintenanceProcedure: string;
}

export interface Aircraft {
  id: string;
  /** B-xxxx. */
  registration: string;
  /** Family type shown in lists, e.g. A320, B737-800. */
  type: string;
  /** Exact model, e.g. A320-214. */
  model: string;
  subsidiary: string;
  engineModel: string;
  engineCount: number;
  apuModel: string;
  seats: { first: number; business: number; economy: number };
  /** Weights in kg. */
  mtow: number;
  mlw: number;
  mzfw: number;
  oew: number;
  maxFuel: number;
  /** Dry operating index of the weight and balance. */
  weightIndex: number;
  manufactureDate: string;
  equippingDate: string;
  joinedDate: string;
  serialNumber: string;
  /** Deferred items currently open. */
  deferredCount: number;
}

export interface RouteFrequency {
  unit: string;
  callSign: string;
  frequency: string;
}
export interface RouteSegment {
  from: string;
  to: string;
  airway: string;
  magneticCourse: number;
  distanceKm: number;
  /** Minimum safe altitude, m. */
  minSafeAltitude: number;
}
export interface Route {
  id: string;
  /** Route number, e.g. HG-R0012. */
  number: string;
  name: string;
  from: string;
  to: string;
  coordinateSystem: string;
  distanceKm: number;
  distanceNm: number;
  /** Minimum safe altitude, m and ft. */
  minSafeAltitude: number;
  minSafeAltitudeFt: number;
  magneticCourse: number;
  waypoints: string[];
  segments: RouteSegment[];
  frequencies: RouteFrequency[];
  /** Route features (terrain, weather, special procedures). */
  features: string[];
  alternate: string;
  blockMinutes: number;
}

export type CrewCategory = 'F' | 'C' | 'S';
export interface CrewMember {
  id: string;
  name: string;
  /** Staff code, e.g. HG10231. */
  code: string;
  /** F pilot, C cabin crew, S security officer. */
  category: CrewCategory;
  post: string;
  department: string;
  employmentType: string;
  technicalLevel: string;
  ethnicity: string;
  gender: '男' | '女';
  englishLevel: string;
  education: string;
  nativePlace: string;
  mandarinLevel: string;
  politicalStatus: string;
  school: string;
  major: string;
  militaryService: string;
  phone: string;
  /** Empty (the client shows initials) or an inline data: SVG with initials. */
  avatar: string;
  birthDate: string;
  joinDate: string;
  base: string;
  /** Aircraft types the member is qualified on. */
  qualifiedTypes: string[];
  /** Total flight hours (pilots) or flying hours (cabin). */
  totalHours: number;
  /** Extra role labels (§6): 教员, 检查员, 考官... */
  roles: string[];
}

export type CrewDuty = 'captain' | 'firstOfficer' | 'purser' | 'cabinCrew' | 'securityOfficer';
export interface FlightCrewAssignment {
  crewId: string;
  duty: CrewDuty;
}

export interface AirportWeather {
  airport: string;
  /** 晴, 多云, 小雨... */
  summary: string;
  temperature: number;
  /** Degrees true, 0 = calm/variable. */
  windDirection: number;
  /** m/s. */
  windSpeed: number;
  /** Visibility, m. */
  visibility: number;
  qnh: number;
  metar: string;
}

export type FlightStatus = 'planned' | 'departed' | 'arrived' | 'delayed' | 'cancelled' | 'diverted';

export interface PassengerFigures {
  first: number;
  business: number;
  economy: number;
  adults: number;
  children: number;
  infants: number;
  total: number;
}

export interface Flight {
  id: string;
  flightNo: string;
  /** Beijing calendar day of the scheduled departure. */
  flightDate: string;
  dayKey: DayKey;
  aircraftId: string;
  aircraftType: string;
  registration: string;
  routeId: string;
  from: string;
  to: string;
  /** Where a diverted flight landed. */
  divertedTo: string | null;
  plannedDeparture: string;
  plannedArrival: string;
  estimatedDeparture: string | null;
  estimatedArrival: string | null;
  actualDeparture: string | null;
  actualArrival: string | null;
  status: FlightStatus;
  delayMinutes: number;
  delayReason: string | null;
  gate: string;
  stand: string;
  arrivalStand: string;
  carousel: string;
  /** kg */
  payload: number;
  passengers: PassengerFigures;
  cargo: number;
  mail: number;
  baggage: number;
  fuel: number;
  crew: FlightCrewAssignment[];
}

// ---------- Calls ----------

/** Status filter of the flight list (§4). abnormal = delayed, cancelled or diverted. */
export type FlightFilter = 'all' | 'planned' | 'arrived' | 'abnormal';

/** POST /api/FlightDynamics/GetFlightDynamicsList */
export interface FlightListRequest {
  dayKey?: DayKey;
  flightNo?: string;
  /** IATA of the departure / arrival airport. */
  from?: string;
  to?: string;
  filter?: FlightFilter;
  /** Only my own flights (where the user is crew). */
  mine?: boolean;
  pageIndex?: number;
  pageSize?: number;
}
export interface FlightListItem {
  id: string;
  flightNo: string;
  flightDate: string;
  aircraftType: string;
  registration: string;
  from: string;
  fromName: string;
  to: string;
  toName: string;
  divertedTo: string | null;
  plannedDeparture: string;
  plannedArrival: string;
  estimatedDeparture: string | null;
  actualDeparture: string | null;
  actualArrival: string | null;
  status: FlightStatus;
  delayReason: string | null;
  gate: string;
  followed: boolean;
  /** The user is on the crew. */
  mine: boolean;
}
export interface FlightListResult {
  dayKey: DayKey;
  flightDate: string;
  total: number;
  pageIndex: number;
  pageSize: number;
  items: FlightListItem[];
  /** Flights of the day per filter, after the text filters. */
  counts: Record<FlightFilter, number>;
}

/** Every detail call takes the flight id. */
export interface FlightIdRequest {
  flightId: string;
}

/** GetFlightDynamicBaseInfo */
export interface FlightBaseInfo extends Omit<
  Flight,
  'crew' | 'passengers' | 'cargo' | 'mail' | 'baggage' | 'payload' | 'fuel'
> {
  fromAirport: Airport;
  toAirport: Airport;
  divertedAirport: Airport | null;
  /** Block time planned, minutes. */
  blockMinutes: number;
  routeName: string;
  distanceKm: number;
  followed: boolean;
  /** Previous leg of the same aircraft that day (the inbound flight), if any. */
  inboundFlightId: string | null;
}

/** GetFlightDynamicLoadInfo */
export interface FlightLoadInfo {
  flightId: string;
  flightNo: string;
  payload: number;
  maxPayload: number;
  passengers: PassengerFigures;
  seats: { first: number; business: number; economy: number; total: number };
  loadFactor: number;
  cargo: number;
  mail: number;
  baggage: number;
  fuel: number;
  zeroFuelWeight: number;
  takeoffWeight: number;
  landingWeight: number;
}

/** GetFlightDynamicWeatherInfo */
export interface FlightWeatherInfo {
  flightId: string;
  departure: AirportWeather & { taf: string };
  arrival: AirportWeather & { taf: string };
  alternate: (AirportWeather & { taf: string }) | null;
}

/** CreateFlightAttention: follow or unfollow. */
export interface FollowRequest {
  flightId: string;
  follow: boolean;
}
export interface FollowResult {
  flightId: string;
  followed: boolean;
  /** How many flights the user follows now. */
  count: number;
}

/** PostFlightDynamic: the crew panel. */
export interface CrewPanelMember {
  crewId: string;
  code: string;
  name: string;
  duty: CrewDuty;
  dutyText: string;
  post: string;
  phone: string;
  avatar: string;
  technicalLevel: string;
}
export interface FlightCrewPanel {
  flightId: string;
  flightNo: string;
  crew: CrewPanelMember[];
}

/** PostFlightDynamicDetails: the "other" panel. */
export interface FlightOtherPanel {
  flightId: string;
  gate: string;
  stand: string;
  arrivalStand: string;
  carousel: string;
  checkInCounters: string;
  boardingStart: string | null;
  boardingEnd: string | null;
  doorClosed: string | null;
  /** Handling milestones of the turnaround, ISO times (null = not yet). */
  milestones: Array<{ name: string; planned: string; actual: string | null }>;
  remarks: string;
}

/** PostPersonInfo: a crew member's full record, by staff code or id. */
export interface PersonInfoRequest {
  code?: string;
  crewId?: string;
}
export interface PersonInfo extends CrewMember {
  /** The member's flights of today and tomorrow. */
  upcomingFlights: Array<{
    flightId: string;
    flightNo: string;
    from: string;
    to: string;
    plannedDeparture: string;
    duty: CrewDuty;
  }>;
}

/** PostMelInfoList: MEL items of the flight's aircraft (or of a registration). */
export interface MelListRequest {
  flightId?: string;
  registration?: string;
  state?: MelState | 'all';
}
export interface MelListResult {
  aircraft: Aircraft;
  items: MelItem[];
}

/** GetFlightInOutData: departures/arrivals of one airport on one day. */
export interface AirportInOutRequest {
  airport: string;
  dayKey?: DayKey;
}
export interface AirportInOutData {
  airport: string;
  airportName: string;
  flightDate: string;
  departures: number;
  arrivals: number;
  departed: number;
  arrived: number;
  delayed: number;
  cancelled: number;
  /** On-time rate of operated departures, 0..1. */
  onTimeRate: number;
  hourly: Array<{ hour: number; departures: number; arrivals: number }>;
}

/** GetFlightInOutDataTop10 */
export interface AirportMovementRank {
  rank: number;
  airport: string;
  airportName: string;
  city: string;
  departures: number;
  arrivals: number;
  movements: number;
}

/** GetFlightBase: the flight bases (hubs) of the company and today's figures. */
export interface FlightBase {
  airport: string;
  name: string;
  city: string;
  subsidiary: string;
  aircraftCount: number;
  crewCount: number;
  departuresToday: number;
}

/** FlightSiteInOutInfo: stand (site) usage at one airport. */
export interface StandUsage {
  stand: string;
  /** 近机位 contact stand or 远机位 remote stand. */
  kind: string;
  flights: Array<{
    flightId: string;
    flightNo: string;
    from: string;
    to: string;
    inTime: string | null;
    outTime: string | null;
    status: FlightStatus;
  }>;
}
export interface SiteInOutInfo {
  airport: string;
  dayKey: DayKey;
  stands: StandUsage[];
}

/** GET GetAirportInfo?code=PEK (code3 or code4). */
export interface AirportInfo extends Airport {
  weather: AirportWeather & { taf: string };
  notamCount: number;
  todayDepartures: number;
  todayArrivals: number;
  phone: string;
  address: string;
}
