/**
 * Crew log (/api/CrewLog/*): the signed-in user's flown sectors and their log entries. Times are
 * HH:mm on the flight date (Beijing time); durations in minutes.
 */
import type { CrewDuty } from './dynamics';

export interface CrewLogListRequest {
  startDate?: string;
  endDate?: string;
}

/** 0 not written, 1 written. */
export type CrewLogState = 0 | 1;

export interface CrewLogFlight {
  flightId: string;
  flightNo: string;
  flightDate: string;
  from: string;
  fromName: string;
  to: string;
  toName: string;
  aircraftType: string;
  registration: string;
  plannedDeparture: string;
  plannedArrival: string;
  duty: CrewDuty;
  dutyText: string;
  /** The flight has landed: only then can it be logged. */
  flown: boolean;
  logState: CrewLogState;
  logId: string | null;
}

export interface CrewLogRequest {
  flightId: string;
}

/** Pilot flying / pilot monitoring; cabin crew log as CA. */
export type CrewLogRole = 'PF' | 'PM' | 'CA';

export interface CrewLogInput {
  flightId: string;
  /** HH:mm */
  blockOffTime: string;
  takeOffTime: string;
  landingTime: string;
  blockOnTime: string;
  role: CrewLogRole;
  landings: number;
  nightMinutes?: number;
  instrumentMinutes?: number;
  remarks?: string;
}

export interface CrewLog extends CrewLogInput {
  logId: string | null;
  isNew: boolean;
  flightNo: string;
  flightDate: string;
  from: string;
  to: string;
  registration: string;
  aircraftType: string;
  /** Block time and air time, minutes (0 until written). */
  blockMinutes: number;
  airMinutes: number;
  nightMinutes: number;
  instrumentMinutes: number;
  remarks: string;
  updatedAt: string | null;
}

export interface CrewLogPfRequest {
  startDate?: string;
  endDate?: string;
}

export interface CrewLogPfTotals {
  sectors: number;
  blockMinutes: number;
  landings: number;
}

export interface CrewLogPf {
  startDate: string;
  endDate: string;
  pf: CrewLogPfTotals;
  pm: CrewLogPfTotals;
  items: Array<{
    logId: string;
    flightNo: string;
    flightDate: string;
    from: string;
    to: string;
    role: CrewLogRole;
    blockMinutes: number;
    landings: number;
  }>;
}
