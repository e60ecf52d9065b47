import { useTranslation } from 'react-i18next';
import type { NavAirwayLeg, RouteData } from '@/api/schema/compinfo';
import { useQuery } from '@tanstack/react-query';
import { navAirwaysQuery } from '@/api/compinfo';
import { routeInfoQuery } from '@/api/prepare';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { useMissionId } from '../mission';
import { FlightPlanSection } from '../components/FlightPlanSection';
import { StepPage } from '../components/StepPage';
import { Facts } from '@/components/Facts';
import { ReadingSection } from '../components/ReadingSection';
import { useReadingFormat } from '../readingFormat';
import styles from '../components/ReadingCard.module.css';

/** Route data of the mission (§3 route fields), its flight plan, and its legs with their controlling units. */
export default function RouteDataPage() {
  const { t } = useTranslation('prepare');
  const format = useReadingFormat();
  const missionId = useMissionId();
  const info = useQuery({ ...routeInfoQuery(missionId), enabled: Boolean(missionId) });
  const routeId = info.data?.id;
  const legs = useQuery({ ...navAirwaysQuery({ routeId }), enabled: Boolean(routeId) });
  return (
    <StepPage step="route">
      <div className={styles.content}>
        <AsyncView {...fromQuery(info)}>
          {(route: RouteData) => (
            <>
              <ReadingSection title={`${route.fromName} → ${route.toName}`}>
                <Facts
                  items={[
                    { key: 'number', label: t('reading.route.number'), value: route.number },
                    { key: 'name', label: t('reading.route.name'), value: route.name },
                    { key: 'ends', label: t('reading.route.ends'), value: `${route.from} → ${route.to}` },
                    {
                      key: 'coordinates',
                      label: t('reading.route.coordinateSystem'),
                      value: route.coordinateSystem,
                    },
                    {
                      key: 'distance',
                      label: t('reading.route.distance'),
                      value: format.distance(route.distanceKm, route.distanceNm),
                    },
                    {
                      key: 'msa',
                      label: t('reading.route.minSafeAltitude'),
                      value: format.altitude(route.minSafeAltitude, route.minSafeAltitudeFt),
                    },
                    {
                      key: 'course',
                      label: t('reading.route.magneticCourse'),
                      value: format.course(route.magneticCourse),
                    },
                    { key: 'alternate', label: t('reading.route.alternate'), value: route.alternate },
                    {
                      key: 'block',
                      label: t('reading.route.blockTime'),
                      value: format.duration(route.blockMinutes),
                    },
                    {
                      key: 'waypoints',
                      label: t('reading.route.waypoints'),
                      value: route.waypoints.join(' '),
                    },
                  ]}
                />
              </ReadingSection>
              <ReadingSection title={t('reading.route.frequencies')}>
                <ul className={styles.list} aria-label={t('reading.route.frequencies')}>
                  {route.frequencies.map((unit) => (
                    <li key={`${unit.unit}-${unit.frequency}`} className={styles.item}>
                      <div className={styles.itemHead}>
                        <p className={styles.itemTitle}>{unit.unit}</p>
                        <span>{unit.frequency}</span>
                      </div>
                      <p className={styles.muted}>
                        {t('reading.route.callSign')} {unit.callSign}
                      </p>
                    </li>
                  ))}
                </ul>
              </ReadingSection>
            </>
          )}
        </AsyncView>
        <FlightPlanSection missionId={missionId} />
        {routeId && (
          <ReadingSection title={t('reading.route.legs')}>
            <AsyncView {...fromQuery(legs)}>
              {(items: NavAirwayLeg[]) => (
                <ol className={styles.list} aria-label={t('reading.route.legs')}>
                  {items.map((leg) => (
                    <li key={leg.seq} className={styles.item}>
                      <div className={styles.itemHead}>
                        <p className={styles.itemTitle}>
                          {leg.seq}. {leg.name}
                        </p>
                        <span>{leg.number}</span>
                      </div>
                      <Facts
                        items={[
                          {
                            key: 'callSign',
                            label: t('reading.route.callSignFrequency'),
                            value: `${leg.callSign} ${leg.frequency}`,
                          },
                          {
                            key: 'distance',
                            label: t('reading.route.distance'),
                            value: format.distance(leg.distanceKm, leg.distanceNm),
                          },
                          {
                            key: 'msa',
                            label: t('reading.route.minSafeAltitude'),
                            value: format.metres(leg.minSafeAltitude),
                          },
                          {
                            key: 'course',
                            label: t('reading.route.magneticCourse'),
                            value: format.course(leg.magneticCourse),
                          },
                          {
                            key: 'coordinates',
                            label: t('reading.route.coordinateSystem'),
                            value: leg.coordinateSystem,
                          },
                        ]}
                      />
                    </li>
                  ))}
                </ol>
              )}
            </AsyncView>
          </ReadingSection>
        )}
      </div>
    </StepPage>
  );
}
