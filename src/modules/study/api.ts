import { api } from '@/api/client';
import type { SimulatorSession } from '@/api/schema/compinfo';

/** POST /api/CompInfo/FlightPubScheduleList: simulator sessions between two dates (default: −14 to +28 days). */
export const getSimulatorSchedule = (
  query: { startDate?: string; endDate?: string; mine?: boolean },
  signal?: AbortSignal,
) => api.read<SimulatorSession[]>('/api/CompInfo/FlightPubScheduleList', { ...query }, { signal });
