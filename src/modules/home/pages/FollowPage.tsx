import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AsyncView } from '@/components/AsyncView';
import { PullRefresh } from '@/components/PullRefresh';
import { isApiError } from '@/api/errors';
import type { FlightListItem } from '@/api/schema/dynamics';
import { paths } from '@/lib/paths';
import { useCrewStore } from '@/stores/crew';
import { trackFollowWrite } from '@/stores/follows';
import { showToast } from '@/stores/feedback';
import { Page } from '@/shell/Page';
import { setFlightFollow } from '../api';
import { useFollowedFlights } from '../useFollowedFlights';
import { FollowedFlightItem } from '../components/FollowedFlightItem';
import styles from './ListPage.module.css';

/**
 * The flights the user follows, with live status. Unfollowing goes to the server and then to the
 * shared crew store (setFollowed), which the dynamics screens read, so they agree at once.
 */
export default function FollowPage() {
  const { t } = useTranslation('home');
  const followed = useFollowedFlights();
  const [busyId, setBusyId] = useState<string | null>(null);

  const unfollow = async (flight: FlightListItem) => {
    setBusyId(flight.id);
    try {
      await trackFollowWrite(flight.id, () => setFlightFollow({ flightId: flight.id, follow: false }));
      followed.setData((list) => (list ?? []).filter((item) => item.id !== flight.id));
      useCrewStore.getState().setFollowed(flight.id, false);
      showToast(t('follow.unfollowed', { flightNo: flight.flightNo }));
    } catch (error) {
      // Network and HTTP failures already raised the global dialog; a business refusal has not.
      if (isApiError(error) && error.kind === 'business') showToast(error.message);
    } finally {
      setBusyId(null);
    }
  };

  return (
    <Page header={{ title: t('screens.follow'), left: ['back'], right: ['home'] }}>
      <PullRefresh onRefresh={followed.reload}>
        <AsyncView
          loading={followed.loading}
          error={followed.error}
          data={followed.data}
          onRetry={() => void followed.reload()}
          emptyText={t('follow.empty')}
        >
          {(list) => (
            <>
              <p className={styles.caption}>{t('follow.count', { count: list.length })}</p>
              <ul className={styles.list} aria-label={t('screens.follow')}>
                {list.map((flight) => (
                  <FollowedFlightItem
                    key={flight.id}
                    flight={flight}
                    onUnfollow={(item) => void unfollow(item)}
                    busy={busyId === flight.id}
                  />
                ))}
              </ul>
            </>
          )}
        </AsyncView>
        <Link to={paths.dynamics.home} className={styles.footerLink}>
          {t('follow.findMore')}
        </Link>
      </PullRefresh>
    </Page>
  );
}
