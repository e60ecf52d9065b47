import { useTranslation } from 'react-i18next';
import type { MelItem, MelListResult } from '@/api/schema/dynamics';
import { AsyncView } from '@/components/AsyncView';
import { useCachedRequest } from '@/api/useCachedRequest';
import { fetchAllMel, fetchMelList } from '../api';
import { useMissionId } from '../mission';
import { StepPage } from '../components/StepPage';
import { DefectItem } from '../components/DefectItem';
import { ReadingSection } from '../components/ReadingSection';
import styles from '../components/ReadingCard.module.css';

/**
 * The MEL items the crew must know for this flight: the mission aircraft's open deferrals with their
 * operational procedures, then the deferrals open on the rest of the same type's fleet (a tail swap).
 */
export default function MelPage() {
  const { t } = useTranslation('prepare');
  const missionId = useMissionId();
  const own = useCachedRequest(missionId ? `reading-mel#${missionId}` : null, (signal) =>
    fetchMelList({ flightId: missionId, state: 'deferred' }, { signal }),
  );
  const type = own.data?.aircraft.type;
  const fleet = useCachedRequest(type ? `reading-mel-type#${type}` : null, (signal) =>
    fetchAllMel({ aircraftType: type }, { signal }),
  );
  const registration = own.data?.aircraft.registration;
  return (
    <StepPage step="plane">
      <div className={styles.content}>
        <ReadingSection
          title={registration ? t('reading.mel.thisAircraft', { registration }) : t('screens.mel')}
        >
          <AsyncView
            data={own.data}
            loading={own.loading}
            error={own.error}
            onRetry={() => void own.reload()}
            isEmpty={(data: MelListResult) => data.items.length === 0}
            emptyTitle={false}
            emptyText={t('reading.mel.noneOpen')}
          >
            {(data: MelListResult) => (
              <ul
                className={styles.list}
                aria-label={t('reading.mel.thisAircraft', { registration: registration ?? '' })}
              >
                {data.items.map((item) => (
                  <DefectItem key={item.id} item={item} procedures />
                ))}
              </ul>
            )}
          </AsyncView>
        </ReadingSection>
        {type && (
          <ReadingSection title={t('reading.mel.fleet', { type })}>
            <AsyncView
              data={fleet.data?.filter(
                (item) => item.state === 'deferred' && item.registration !== registration,
              )}
              loading={fleet.loading}
              error={fleet.error}
              onRetry={() => void fleet.reload()}
              emptyTitle={false}
              emptyText={t('reading.mel.noneOpen')}
            >
              {(items: MelItem[]) => (
                <ul className={styles.list} aria-label={t('reading.mel.fleet', { type })}>
                  {items.map((item) => (
                    <DefectItem key={item.id} item={item} />
                  ))}
                </ul>
              )}
            </AsyncView>
          </ReadingSection>
        )}
      </div>
    </StepPage>
  );
}
