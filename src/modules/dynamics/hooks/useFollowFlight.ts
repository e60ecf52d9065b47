import { useFollowFlightMutation } from '@/api/follow';
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
 * Follows or unfollows the flight shown. A refusal puts the star back and says why (in the language of
 * that moment: the words are looked up when the refusal comes, so a list row needs no hook of its own
 * for them).
 */
export function useFollowFlight({ flightId, flightNo, followed, item }: FollowTarget) {
  const mutation = useFollowFlightMutation();
  const toggle = () => {
    const follow = !followed;
    mutation.mutate(
      { flightId, follow, flight: item },
      {
        onError: (error) =>
          showToast(
            i18n.t(follow ? 'follow.followFailed' : 'follow.unfollowFailed', {
              ns: 'dynamics',
              flightNo,
              message: error.message,
            }),
          ),
      },
    );
  };
  return { busy: mutation.isPending, toggle };
}
