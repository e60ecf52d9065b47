/**
 * Cabin crew only (/api/StewardSecurity/*): VIP and special-service passengers, cabin positions (rank)
 * and rank and security messages of a mission. A pilot (crew type "F") is refused with Code "403".
 * missionId defaults to the user's next mission.
 */

export interface CabinMissionRequest {
  missionId?: string;
}

export interface VipPassenger {
  vipId: string;
  missionId: string;
  flightNo: string;
  name: string;
  /** 职务 / 单位 */
  title: string;
  /** VVIP / VIP / CIP / 金卡 */
  level: string;
  seatNo: string;
  cabinClass: string;
  requirements: string;
  escort: string;
}

export interface SpecialServicePassenger {
  serviceId: string;
  missionId: string;
  flightNo: string;
  name: string;
  seatNo: string;
  /** IATA SSR code: WCHR, WCHS, WCHC, UMNR, BLND, DEAF, MEDA, PETC, MOML, VGML, DBML... */
  ssrCode: string;
  serviceName: string;
  description: string;
}

export interface CabinPosition {
  /** 号位, e.g. PS1 / SS2. */
  rankNo: string;
  duty: string;
  code: string;
  name: string;
  area: string;
  responsibilities: string;
  isMe: boolean;
}

export interface CabinRank {
  missionId: string;
  flightNo: string;
  flightDate: string;
  aircraftType: string;
  positions: CabinPosition[];
}

export type CabinMessageKind = 'rank' | 'security';

export interface CabinMessage {
  messageId: string;
  missionId: string;
  kind: CabinMessageKind;
  title: string;
  content: string;
  author: string;
  createdAt: string;
}

export interface CabinMessageRequest extends CabinMissionRequest {
  kind?: CabinMessageKind;
}

/** A message as saved: who of the flight's crew it goes to and from when they can read it. */
export interface SavedCabinMessage extends CabinMessage {
  /** Names of the crew members it was sent to (the author excepted). */
  recipients: string[];
  /** Beijing "YYYY-MM-DD HH:mm" from which they see it in their preparation. */
  readableFrom: string;
}

export interface SaveCabinMessageRequest {
  missionId?: string;
  kind: CabinMessageKind;
  title?: string;
  content: string;
}
