/**
 * Types that the preparation and company-information schemas both use, in one home so that the schema
 * files import one way (shared <- compinfo <- prepare).
 */
import type { CrewCategory, CrewDuty } from './dynamics';

/** Progress of a task, a preparation or an exam: not started, in progress, completed. */
export type ProgressState = 0 | 1 | 2;

export type RiskLevel = '高' | '中' | '低';

export interface MissionCrewMember {
  crewId: string;
  code: string;
  name: string;
  /** Duty on this flight. */
  duty: CrewDuty;
  dutyText: string;
  post: string;
  department: string;
  /** F pilot, C cabin crew, S security officer. */
  category: CrewCategory;
  phone: string;
  technicalLevel: string;
  avatar: string;
  isMe: boolean;
}
