/**
 * The cabin service (endpoints.tsv group `cabin`, /api/StewardSecurity): cabin crew only, never called
 * for a pilot (the screens are cabin-only in the screen table).
 */
import { api } from './client';
import { postRead } from './read';
import type {
  CabinMessage,
  CabinRank,
  SaveCabinMessageRequest,
  SavedCabinMessage,
  SpecialServicePassenger,
  VipPassenger,
} from './schema/cabin';

const SS = '/api/StewardSecurity';

export const vipsQuery = (missionId: string) => postRead<VipPassenger[]>(`${SS}/getVIP`, { missionId });

export const specialServiceQuery = (missionId: string) =>
  postRead<SpecialServicePassenger[]>(`${SS}/getspecialservice`, { missionId });

export const cabinRankQuery = (missionId: string) => postRead<CabinRank>(`${SS}/getrankno`, { missionId });

export const cabinMessagesQuery = (missionId: string) =>
  postRead<CabinMessage[]>(`${SS}/getmessage`, { missionId });

/** Saves a rank or security message. A write: never retried. */
export const saveCabinMessage = (request: SaveCabinMessageRequest) =>
  api.post<SavedCabinMessage>(`${SS}/SaveMessage`, { ...request }, { hideGlobalError: true });
