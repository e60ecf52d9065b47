import { useCallback, useMemo } from 'react';
import { useMutationState } from '@tanstack/react-query';
import { followKey, useFollowFlightMutation, type FollowChange } from '@/api/follow';
import type { FlightListItem } from '@/api/schema/dynamics';
import { i18n } from '@/i18n';
import { showToast } from '@/stores/feedback';

export interface FollowTarget {
  flightId: string;
  flightNo: string;
  /** What the answer on the screen says (api/follow changes it in every cached answer at once). */
  followed: boolean;
  /** The list row of the flight, when the screen has one: a follow adds it to the followed list at once. */
  item?: FlightListItem;
}

/**
 * Following for a screen: one per screen, a list's rows included (a row mounting while the list
 * scrolls costs no observer of its own). `pending` holds the flights whose change is on its way, from
 * the mutation cache, so a row scrolled away and back still shows it. A refusal puts the star back
 * (api/follow) and says why, in the language of that moment, for each change (mutateAsync's promise is
 * the change's own; useMutation's callbacks would only see the latest).
 */
export function useFollowFlight() {
  const { mutateAsync } = useFollowFlightMutation();
  const pendingIds = useMutationState({
    filters: { mutationKey: followKey(), status: 'pending' },
    select: (mutation) => (mutation.state.variables as FollowChange | undefined)?.flightId ?? '',
  });
  const pending = useMemo(() => new Set(pendingIds), [pendingIds]);
  const toggle = useCallback(
    ({ flightId, flightNo, followed, item }: FollowTarget) => {
      const follow = !followed;
      mutateAsync({ flightId, follow, flight: item }).catch((error: Error) =>
        showToast(
          i18n.t(follow ? 'follow.followFailed' : 'follow.unfollowFailed', {
            ns: 'dynamics',
            flightNo,
            message: error.message,
          }),
        ),
      );
    },
    [mutateAsync],
  );
  return { pending, toggle };
}

/** The same for a list of rows: `follow(row)`. */
export function useFollowRows() {
  const { pending, toggle } = useFollowFlight();
  const follow = useCallback(
    (flight: FlightListItem) =>
      toggle({ flightId: flight.id, flightNo: flight.flightNo, followed: flight.followed, item: flight }),
    [toggle],
  );
  return { pending, follow };
}
