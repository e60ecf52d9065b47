import type { FlightMissionDetail, PrepareNotice } from '@/api/schema/prepare';
import { readJson, STORAGE_KEYS, writeJson } from '@/lib/storage';

/** What the preparation home showed the last time, per user and mission. */
export interface Seen {
  gate: string;
  aircraft: string;
  departure: string;
  notices: string[];
}

export type Change =
  { kind: 'gate' | 'aircraft' | 'departure'; from: string; to: string } | { kind: 'notice'; title: string };

type SeenStore = Record<string, Seen & { at: number }>;
/** Old missions are forgotten: only the most recent ones are kept. */
const KEEP = 30;

export function snapshot(detail: FlightMissionDetail, notices: PrepareNotice[]): Seen {
  return {
    gate: `${detail.gate}/${detail.stand}`,
    aircraft: `${detail.aircraftType} ${detail.registration}`,
    departure: detail.plannedDeparture.slice(0, 16).replace('T', ' '),
    notices: notices.map((n) => n.noticeId),
  };
}

export function diff(before: Seen, now: Seen, notices: PrepareNotice[]): Change[] {
  const changes: Change[] = [];
  for (const kind of ['gate', 'aircraft', 'departure'] as const)
    if (before[kind] !== now[kind]) changes.push({ kind, from: before[kind], to: now[kind] });
  const known = new Set(before.notices);
  for (const notice of notices)
    if (!known.has(notice.noticeId)) changes.push({ kind: 'notice', title: notice.title });
  return changes;
}

export function readSeen(userId: string, missionId: string): Seen | undefined {
  return readJson<SeenStore>('local', STORAGE_KEYS.prepareSeen)?.[`${userId}|${missionId}`];
}

export function writeSeen(userId: string, missionId: string, seen: Seen): void {
  const store = readJson<SeenStore>('local', STORAGE_KEYS.prepareSeen) ?? {};
  store[`${userId}|${missionId}`] = { ...seen, at: Date.now() };
  const kept = Object.entries(store)
    .sort((a, b) => b[1].at - a[1].at)
    .slice(0, KEEP);
  writeJson('local', STORAGE_KEYS.prepareSeen, Object.fromEntries(kept));
}
