import { useCallback, useSyncExternalStore } from 'react';
import { readJson, writeJson } from '@/lib/storage';
import { useSessionStore } from '@/stores/session';
import type { Question } from '@/api/schema/compinfo';

/**
 * What the study screens remember on this phone per user and no backend call keeps: documents read,
 * where each video stopped, favourites and the questions answered wrong. localStorage (not session):
 * a crew member resumes a video the next day; logout clears it with the rest of local storage.
 */
export interface VideoMark {
  /** Seconds where the user stopped. */
  position: number;
  duration: number;
  completed: boolean;
  updatedAt: number;
  /** Seconds actually played (a seek skips, it does not count); absent in marks kept before it was. */
  watched?: number;
}

export type FavouriteKind = 'aircraft' | 'airport' | 'route' | 'document';
export interface Favourite {
  kind: FavouriteKind;
  id: string;
  label: string;
  sub?: string;
}

interface Shelves {
  readDocs: string[];
  videos: Record<string, VideoMark>;
  favourites: Favourite[];
  /** Questions answered wrong in practice, per question type ('' = every type), most recent first. */
  wrong: Record<string, Question[]>;
}
type ShelfName = keyof Shelves;

const EMPTY: Shelves = { readDocs: [], videos: {}, favourites: [], wrong: {} };
const listeners = new Set<() => void>();
/** Parsed values by key and raw text, so a snapshot stays the same object until the storage changes. */
const memory = new Map<string, { raw: string | null; value: unknown }>();

function rawOf(key: string): string | null {
  try {
    return globalThis.localStorage.getItem(key);
  } catch {
    return memory.get(key)?.raw ?? null;
  }
}

const storageKey = (name: ShelfName, user: string) => `study.${name}:${user}`;

function read<K extends ShelfName>(name: K, user: string | null): Shelves[K] {
  if (!user) return EMPTY[name];
  const key = storageKey(name, user);
  const raw = rawOf(key);
  const known = memory.get(key);
  if (known && known.raw === raw) return known.value as Shelves[K];
  const value = (raw === null ? undefined : readJson<Shelves[K]>('local', key)) ?? EMPTY[name];
  memory.set(key, { raw, value });
  return value;
}

export function writeShelf<K extends ShelfName>(name: K, update: (previous: Shelves[K]) => Shelves[K]): void {
  const user = useSessionStore.getState().auth?.userId ?? null;
  if (!user) return;
  const key = storageKey(name, user);
  const next = update(read(name, user));
  writeJson('local', key, next);
  memory.set(key, { raw: rawOf(key), value: next });
  listeners.forEach((listener) => listener());
}

export function readShelf<K extends ShelfName>(name: K): Shelves[K] {
  return read(name, useSessionStore.getState().auth?.userId ?? null);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useShelf<K extends ShelfName>(name: K): Shelves[K] {
  const user = useSessionStore((s) => s.auth?.userId ?? null);
  const get = useCallback(() => read(name, user), [name, user]);
  return useSyncExternalStore(subscribe, get, get);
}

export const markDocRead = (docId: string) =>
  writeShelf('readDocs', (list) => (list.includes(docId) ? list : [docId, ...list]));

/** A video counts as watched once most of it (90 %) was played, not skipped. */
export const WATCHED_SHARE = 0.9;
export const playedMostOf = (watched: number, duration: number) =>
  duration > 0 && watched >= duration * WATCHED_SHARE;

/**
 * Keeps where the user stopped and how much they played. `finished`: played to its end, or marked
 * watched; either completes the video only when most of it was played.
 */
export const saveVideoMark = (
  videoId: string,
  position: number,
  duration: number,
  watched: number,
  finished = false,
) =>
  writeShelf('videos', (all) => {
    const completed = all[videoId]?.completed === true || (finished && playedMostOf(watched, duration));
    return { ...all, [videoId]: { position, duration, completed, watched, updatedAt: Date.now() } };
  });

/** What a video's mark says: watched, stopped part way (where), or not started (nothing played yet). */
export function videoStatus(mark: VideoMark | undefined): 'completed' | 'stopped' | 'notStarted' {
  if (mark?.completed) return 'completed';
  return mark && mark.position >= 1 ? 'stopped' : 'notStarted';
}

export const toggleFavourite = (item: Favourite) =>
  writeShelf('favourites', (list) =>
    list.some((f) => f.kind === item.kind && f.id === item.id)
      ? list.filter((f) => !(f.kind === item.kind && f.id === item.id))
      : [item, ...list],
  );

/** Practice result: wrong ones join the front of the type's list, right ones leave it. */
export const learnFromPractice = (typeId: string, wrong: Question[], right: string[]) =>
  writeShelf('wrong', (all) => {
    const wrongIds = new Set(wrong.map((q) => q.questionId));
    const kept = (all[typeId] ?? []).filter(
      (q) => !wrongIds.has(q.questionId) && !right.includes(q.questionId),
    );
    return { ...all, [typeId]: [...wrong, ...kept].slice(0, 50) };
  });

export type CourseState = 'notStarted' | 'inProgress' | 'completed';

/** A course is completed when all its videos are, started once any has a mark. */
export function courseState(videoIds: string[], marks: Record<string, VideoMark>): CourseState {
  const seen = videoIds.filter((id) => videoStatus(marks[id]) !== 'notStarted');
  if (seen.length === 0) return 'notStarted';
  return videoIds.length > 0 && videoIds.every((id) => marks[id]?.completed) ? 'completed' : 'inProgress';
}
