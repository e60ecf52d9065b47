import { useTranslation } from 'react-i18next';
import { useFollowFlightMutation } from '@/api/follow';
import type { FlightListItem } from '@/api/schema/dynamics';
import { showToast } from '@/stores/feedback';

export interface FollowTarget {
  flightId: string;
  flightNo: string;
  /** What the answer on the screen says (api/follow changes it in every cached answer at once). */
  followed: boolean;
  /** The list row of the flight, when the screen has one: a follow adds it to the followed list at once. */
  item?: FlightListItem;
}

/** Follows or unfollows the flight shown. A refusal puts the star back and says why. */
export function useFollowFlight({ flightId, flightNo, followed, item }: FollowTarget) {
  const { t } = useTranslation('dynamics');
  const mutation = useFollowFlightMutation();
  const toggle = () => {
    const follow = !followed;
    mutation.mutate(
      { flightId, follow, flight: item },
      {
        onError: (error) =>
          showToast(
            t(follow ? 'follow.followFailed' : 'follow.unfollowFailed', { flightNo, message: error.message }),
          ),
      },
    );
  };
  return { busy: mutation.isPending, toggle };
}
