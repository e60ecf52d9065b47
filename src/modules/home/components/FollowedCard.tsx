import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { followedFlightsQuery } from '@/api/flightdata';
import { paths } from '@/lib/paths';
import { HomeSection } from './HomeSection';
import { FollowedFlightItem } from './FollowedFlightItem';
import styles from './CardList.module.css';

/** How many followed flights the home page shows before "all". */
const SHOWN = 3;

export const FollowedCard = memo(function FollowedCard() {
  const { t } = useTranslation('home');
  const followed = useQuery(followedFlightsQuery());
  const total = followed.data?.length ?? 0;
  return (
    <HomeSection
      id="followed"
      title={t('follow.homeTitle')}
      more={{
        to: paths.home.follow,
        label: total > 0 ? t('follow.all', { count: total }) : t('follow.manage'),
      }}
    >
      <AsyncView {...fromQuery(followed)} emptyTitle={false} emptyText={t('follow.empty')}>
        {(list) => (
          <ul className={styles.list} aria-label={t('follow.homeTitle')}>
            {list.slice(0, SHOWN).map((flight) => (
              <FollowedFlightItem key={flight.id} flight={flight} />
            ))}
          </ul>
        )}
      </AsyncView>
    </HomeSection>
  );
});
