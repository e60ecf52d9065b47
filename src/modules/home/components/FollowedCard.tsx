import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { AsyncView } from '@/components/AsyncView';
import type { RequestState } from '@/api/useRequest';
import type { FlightListItem } from '@/api/schema/dynamics';
import { paths } from '@/lib/paths';
import { HomeSection } from './HomeSection';
import { FollowedFlightItem } from './FollowedFlightItem';
import styles from './CardList.module.css';

/** How many followed flights the home page shows before "all". */
const SHOWN = 3;

export const FollowedCard = memo(function FollowedCard({
  followed,
}: {
  followed: RequestState<FlightListItem[]>;
}) {
  const { t } = useTranslation('home');
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
      <AsyncView
        loading={followed.loading}
        error={followed.error}
        data={followed.data}
        onRetry={() => void followed.reload()}
        emptyTitle={false}
        emptyText={t('follow.empty')}
      >
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
