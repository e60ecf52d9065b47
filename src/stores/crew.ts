import { create } from 'zustand';

/**
 * Cross-screen crew data of §3: followed flights (and a change counter screens watch to refresh),
 * the message read-type filter, emergency plan and ACARS content, and the already-read reload data.
 */
interface CrewState {
  focusFlights: string[];
  focusChange: number;
  /** Message read-type filter: 0 all (default), 1 unread, 2 read. */
  messageReadType: number;
  emergencyPlan: string | null;
  acarsContent: string | null;
  alreadyReadReload: Record<string, boolean>;
  setFocusFlights: (ids: string[]) => void;
  setFollowed: (flightId: string, followed: boolean) => void;
  setMessageReadType: (type: number) => void;
  setEmergencyPlan: (plan: string | null) => void;
  setAcarsContent: (content: string | null) => void;
  markReadReload: (key: string) => void;
}

const initial = {
  focusFlights: [],
  focusChange: 0,
  messageReadType: 0,
  emergencyPlan: null,
  acarsContent: null,
  alreadyReadReload: {},
};

export const useCrewStore = create<CrewState>()((set) => ({
  ...initial,
  setFocusFlights: (focusFlights) => set({ focusFlights }),
  setFollowed: (flightId, followed) =>
    set((s) => {
      const has = s.focusFlights.includes(flightId);
      if (has === followed) return s;
      return {
        focusFlights: followed
          ? [...s.focusFlights, flightId]
          : s.focusFlights.filter((id) => id !== flightId),
        focusChange: s.focusChange + 1,
      };
    }),
  setMessageReadType: (messageReadType) => set({ messageReadType }),
  setEmergencyPlan: (emergencyPlan) => set({ emergencyPlan }),
  setAcarsContent: (acarsContent) => set({ acarsContent }),
  markReadReload: (key) => set((s) => ({ alreadyReadReload: { ...s.alreadyReadReload, [key]: true } })),
}));

export function resetCrewStore(): void {
  useCrewStore.setState(initial);
}
