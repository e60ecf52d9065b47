import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toResult } from '@/api/errors';
import { useCrewStore } from '@/stores/crew';
import { showToast } from '@/stores/feedback';
import { isFollowWritePending, trackFollowWrite } from '@/stores/follows';
import { setFlightAttention } from '../api';

export function useFollowFlight(flightId: string, flightNo: string) {
  const { t } = useTranslation('dynamics');
  const followed = useCrewStore((s) => s.focusFlights.includes(flightId));
  const [busy, setBusy] = useState(false);

  const toggle = async () => {
    if (isFollowWritePending(flightId)) return;
    const { focusFlights, setFollowed } = useCrewStore.getState();
    const follow = !focusFlights.includes(flightId);
    // Shown at once; rolled back, with a toast, when the server says no.
    const write = trackFollowWrite(flightId, () => toResult(setFlightAttention({ flightId, follow })));
    setFollowed(flightId, follow);
    setBusy(true);
    const result = await write;
    setBusy(false);
    if (!result.ok) {
      useCrewStore.getState().setFollowed(flightId, !follow);
      const key = follow ? 'follow.followFailed' : 'follow.unfollowFailed';
      showToast(t(key, { flightNo, message: result.error.message }));
      return;
    }
    if (result.data.followed !== follow) useCrewStore.getState().setFollowed(flightId, result.data.followed);
  };

  return { followed, busy, toggle };
}
