import { create } from 'zustand';

/** What a queued write is, for the list the user sees (lib/writeQueue keeps the entries). */
export type QueuedWriteKind = 'stepRecord' | 'health' | 'crewLog';

export interface QueuedWrite {
  /** Its own id: the entry leaves the queue only once the backend accepted this one. */
  id: string;
  /** The user who made it: it is sent only under this user's session. */
  owner: string;
  kind: QueuedWriteKind;
  path: string;
  payload: Record<string, unknown>;
  queuedAt: number;
  /** waiting → sending → sent, or refused (with the backend's reason; not sent again). */
  state: 'waiting' | 'sending' | 'sent' | 'refused';
  reason?: string;
  /** The business code of a refusal (api/schema/codes), so the reason is shown in the user's language. */
  code?: string;
  /** When it was accepted or refused. */
  doneAt?: number;
}

interface WriteQueueState {
  /** The signed-in user's queue, oldest first. */
  entries: QueuedWrite[];
  setEntries: (entries: QueuedWrite[]) => void;
}

/** The signed-in user's queued writes as the shell shows them; kept in IndexedDB by lib/writeQueue. */
export const useWriteQueueStore = create<WriteQueueState>()((set) => ({
  entries: [],
  setEntries: (entries) => set({ entries }),
}));
