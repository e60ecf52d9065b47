import { useTranslation } from 'react-i18next';
import type { MelItem, MelListResult } from '@/api/schema/dynamics';
import { useQuery } from '@tanstack/react-query';
import { allMelQuery } from '@/api/compinfo';
import { melListQuery } from '@/api/dynamics';
import { AsyncView, fromQuery } from '@/components/AsyncView';
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
  const own = useQuery({
    ...melListQuery({ flightId: missionId, state: 'deferred' }),
    enabled: Boolean(missionId),
  });
  const type = own.data?.aircraft.type;
  const fleet = useQuery({ ...allMelQuery({ aircraftType: type }), enabled: Boolean(type) });
  const registration = own.data?.aircraft.registration;
  return (
    <StepPage step="plane">
      <div className={styles.content}>
        <ReadingSection
          title={registration ? t('reading.mel.thisAircraft', { registration }) : t('screens.mel')}
        >
          <AsyncView
            {...fromQuery(own)}
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
              {...fromQuery(fleet)}
              data={fleet.data?.filter(
                (item) => item.state === 'deferred' && item.registration !== registration,
              )}
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
