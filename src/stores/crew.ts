import { create } from 'zustand';

/**
 * Cross-screen crew state of §3: the message read-type filter, emergency plan and ACARS content, and
 * the already-read reload data. Followed flights are server data: the query cache holds them
 * (api/follow).
 */
interface CrewState {
  /** Message read-type filter: 0 all (default), 1 unread, 2 read. */
  messageReadType: number;
  emergencyPlan: string | null;
  acarsContent: string | null;
  alreadyReadReload: Record<string, boolean>;
  setMessageReadType: (type: number) => void;
  setEmergencyPlan: (plan: string | null) => void;
  setAcarsContent: (content: string | null) => void;
  markReadReload: (key: string) => void;
}

const initial = {
  messageReadType: 0,
  emergencyPlan: null,
  acarsContent: null,
  alreadyReadReload: {},
};

export const useCrewStore = create<CrewState>()((set) => ({
  ...initial,
  setMessageReadType: (messageReadType) => set({ messageReadType }),
  setEmergencyPlan: (emergencyPlan) => set({ emergencyPlan }),
  setAcarsContent: (acarsContent) => set({ acarsContent }),
  markReadReload: (key) => set((s) => ({ alreadyReadReload: { ...s.alreadyReadReload, [key]: true } })),
}));

export function resetCrewStore(): void {
  useCrewStore.setState(initial);
}
