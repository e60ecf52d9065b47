/** Followed flights per user (CreateFlightAttention and attentionflight share this). */
import { DEMO_USERS } from './users';
import { flights } from './flights';
import { persistent } from './persist';
import { onReset } from '../lib/reset';

const follows = new Map<string, Set<string>>();

function seedFollows(): void {
  follows.clear();
  const today = flights.filter((f) => f.dayKey === 'today');
  const tomorrow = flights.filter((f) => f.dayKey === 'tomorrow');
  const pick = (list: typeof flights, flightNo: string) => list.find((f) => f.flightNo === flightNo)?.id;
  const ids = (...list: Array<string | undefined>) => new Set(list.filter((x): x is string => Boolean(x)));
  follows.set(
    DEMO_USERS.pilot.id,
    ids(pick(today, 'HG1301'), pick(today, 'HG6101'), pick(tomorrow, 'HG931')),
  );
  follows.set(DEMO_USERS.cabin.id, ids(pick(today, 'HG3501'), pick(tomorrow, 'HG1501')));
}
seedFollows();
onReset(seedFollows);
persistent(
  'follows',
  () => [...follows.entries()].map(([userId, set]) => [userId, [...set]]),
  (data) => {
    if (!Array.isArray(data)) return;
    follows.clear();
    for (const [userId, list] of data as Array<[string, string[]]>) follows.set(userId, new Set(list));
  },
);

export function followedIds(userId: string): Set<string> {
  let set = follows.get(userId);
  if (!set) {
    set = new Set();
    follows.set(userId, set);
  }
  return set;
}

export function setFollow(userId: string, flightId: string, follow: boolean): number {
  const set = followedIds(userId);
  if (follow) set.add(flightId);
  else set.delete(flightId);
  return set.size;
}
