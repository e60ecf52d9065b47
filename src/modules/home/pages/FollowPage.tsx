import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { PullRefresh } from '@/components/PullRefresh';
import { useFollowFlightMutation } from '@/api/follow';
import type { FlightListItem } from '@/api/schema/dynamics';
import { paths } from '@/lib/paths';
import { showToast } from '@/stores/feedback';
import { Page } from '@/shell/Page';
import { useQuery } from '@tanstack/react-query';
import { followedFlightsQuery } from '@/api/flightdata';
import { FollowedFlightItem } from '../components/FollowedFlightItem';
import styles from './ListPage.module.css';

/**
 * The flights the user follows, with live status. Unfollowing is the shared follow change (api/follow):
 * the flight leaves this list and every other screen at once, and comes back if the server says no.
 */
export default function FollowPage() {
  const { t } = useTranslation('home');
  const followed = useQuery(followedFlightsQuery());
  const follow = useFollowFlightMutation();
  const busyId = follow.isPending ? follow.variables?.flightId : undefined;

  const unfollow = (flight: FlightListItem) =>
    follow.mutate(
      { flightId: flight.id, follow: false },
      {
        onSuccess: () => showToast(t('follow.unfollowed', { flightNo: flight.flightNo })),
        onError: (error) => showToast(error.message),
      },
    );

  return (
    <Page header={{ title: t('screens.follow'), left: ['back'], right: ['home'] }}>
      <PullRefresh onRefresh={() => followed.refetch()}>
        <AsyncView {...fromQuery(followed)} emptyText={t('follow.empty')}>
          {(list) => (
            <>
              <p className={styles.caption}>{t('follow.count', { count: list.length })}</p>
              <ul className={styles.list} aria-label={t('screens.follow')}>
                {list.map((flight) => (
                  <FollowedFlightItem
                    key={flight.id}
                    flight={flight}
                    onUnfollow={unfollow}
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
