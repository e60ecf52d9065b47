import { useMutation, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import { FLIGHT_BASE_PATH, FLIGHT_LIST_PATH, setFlightAttention } from './dynamics';
import { followedFlightsQuery } from './flightdata';
import { queryClient } from './queryClient';
import type { FlightBaseInfo, FlightListItem, FlightListResult } from './schema/dynamics';
import type { FollowedFlights } from './schema/flightdata';

export interface FollowChange {
  flightId: string;
  follow: boolean;
  /** The flight as the screen shows it: a follow puts it into the followed list at once. */
  flight?: FlightListItem;
}

const FOLLOWED_KEY = followedFlightsQuery().queryKey;
/** Every answer that says whether a flight is followed: the followed list, the flight lists, the details. */
const FOLLOW_KEYS: QueryKey[] = [[FOLLOWED_KEY[0]], [FLIGHT_LIST_PATH], [FLIGHT_BASE_PATH]];

const mark = (items: FlightListItem[], { flightId, follow }: FollowChange) =>
  items.map((item) =>
    item.id === flightId && item.followed !== follow ? { ...item, followed: follow } : item,
  );

/** The followed flag of one flight, changed wherever a cached answer holds that flight. */
function applyFollow(change: FollowChange): void {
  queryClient.setQueryData<FollowedFlights>(FOLLOWED_KEY, (list) => {
    if (!list) return list;
    const rest = list.filter((item) => item.id !== change.flightId);
    return change.follow && change.flight ? [...rest, { ...change.flight, followed: true }] : rest;
  });
  queryClient.setQueriesData<FlightListResult | InfiniteData<FlightListResult>>(
    { queryKey: [FLIGHT_LIST_PATH] },
    (data) => {
      if (!data) return data;
      if ('pages' in data)
        return { ...data, pages: data.pages.map((page) => ({ ...page, items: mark(page.items, change) })) };
      return { ...data, items: mark(data.items, change) };
    },
  );
  queryClient.setQueriesData<FlightBaseInfo>({ queryKey: [FLIGHT_BASE_PATH] }, (flight) =>
    flight && flight.id === change.flightId ? { ...flight, followed: change.follow } : flight,
  );
}

/** The mutation key every follow change shares (the refresh rule below counts them). */
export const followKey = () => ['follow'];

/**
 * Following or unfollowing a flight, optimistic: every screen showing the flight (the followed list, the
 * flight lists, its details) changes at once; the answers asked for meanwhile are cancelled so that they
 * cannot undo the change; a refusal turns that flight back (the screen says why). Only that flight:
 * putting back a copy of the answers taken before the change would also undo a change made on another
 * flight meanwhile. Changes go in the order they were made (scope), and the answers are asked again
 * once the last change of all is answered, so a refresh never shows a state between two taps.
 */
export function useFollowFlightMutation() {
  return useMutation({
    mutationKey: followKey(),
    scope: { id: 'follow' },
    mutationFn: ({ flightId, follow }: FollowChange) => setFlightAttention({ flightId, follow }),
    onMutate: async (change): Promise<FlightListItem | undefined> => {
      await Promise.all(FOLLOW_KEYS.map((queryKey) => queryClient.cancelQueries({ queryKey })));
      // The row of the followed list, to put back if an unfollow is refused.
      const listed = queryClient
        .getQueryData<FollowedFlights>(FOLLOWED_KEY)
        ?.find((item) => item.id === change.flightId);
      applyFollow(change);
      return listed;
    },
    onError: (_error, change, listed) =>
      applyFollow({ ...change, follow: !change.follow, flight: change.flight ?? listed }),
    onSuccess: (result, change) => {
      // The backend's word wins (it may say the flight was already in that state).
      if (result.followed !== change.follow) applyFollow({ ...change, follow: result.followed });
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: followKey() }) > 1) return;
      for (const queryKey of FOLLOW_KEYS) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
