import { useTranslation } from 'react-i18next';
import type { FlightPlan } from '@/api/schema/compinfo';
import { useQuery } from '@tanstack/react-query';
import { flightPlanQuery } from '@/api/compinfo';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { Facts } from '@/components/Facts';
import { useReadingFormat } from '../readingFormat';
import { clock } from './MissionList';
import { ReadingSection } from './ReadingSection';
import styles from './ReadingCard.module.css';

const FUEL = ['taxi', 'trip', 'contingency', 'alternate', 'finalReserve', 'extra', 'block'] as const;
const TIMES = ['offBlock', 'takeoff', 'landing', 'onBlock'] as const;

/**
 * The mission's flight plan (GetAllFlightPlan): route, level and cost index, the planned times, the fuel
 * as it is built up to the block fuel, the weights against the aircraft's limits, the alternates with
 * their distance, time and fuel, and who released it.
 */
export function FlightPlanSection({ missionId }: { missionId: string }) {
  const { t } = useTranslation('prepare');
  const format = useReadingFormat();
  const plan = useQuery({ ...flightPlanQuery(missionId), enabled: Boolean(missionId) });
  return (
    <ReadingSection title={t('plan.title')}>
      <AsyncView {...fromQuery(plan)} data={plan.data?.[0]}>
        {(ofp: FlightPlan) => (
          <>
            <Facts
              items={[
                { key: 'route', label: t('plan.route'), value: ofp.routeString },
                { key: 'cruise', label: t('plan.cruise'), value: ofp.cruiseLevel },
                { key: 'ci', label: t('plan.costIndex'), value: ofp.costIndex },
                { key: 'eet', label: t('plan.eet'), value: format.duration(ofp.eet) },
              ]}
            />
            <h3 className={styles.subheading}>{t('plan.times')}</h3>
            <Facts
              layout="grid"
              items={TIMES.map((key) => ({
                key,
                label: t(`plan.time.${key}`),
                value: clock(ofp.times[key]),
              }))}
            />
            <h3 className={styles.subheading}>{t('plan.fuel')}</h3>
            <Facts
              items={FUEL.map((key) => ({
                key,
                label: t(`plan.fuelItem.${key}`),
                value: format.kg(ofp.fuel[key]),
              }))}
            />
            <h3 className={styles.subheading}>{t('plan.weights')}</h3>
            <Facts
              items={[
                [t('plan.weight.zfw'), ofp.zeroFuelWeight, ofp.limits.maxZeroFuelWeight],
                [t('plan.weight.tow'), ofp.takeoffWeight, ofp.limits.maxTakeoffWeight],
                [t('plan.weight.lw'), ofp.landingWeight, ofp.limits.maxLandingWeight],
              ].map(([label, value, max]) => ({
                key: String(label),
                label: String(label),
                value: t('plan.ofMax', { value: format.kg(Number(value)), max: format.kg(Number(max)) }),
              }))}
            />
            <h3 className={styles.subheading}>{t('plan.alternates')}</h3>
            <ul className={styles.list} aria-label={t('plan.alternates')}>
              {ofp.alternates.map((alternate) => (
                <li key={alternate.code} className={styles.item}>
                  <div className={styles.itemHead}>
                    <p className={styles.itemTitle}>
                      {alternate.code} {alternate.name}
                    </p>
                  </div>
                  <p className={styles.muted}>
                    {t('plan.alternate', {
                      distance: alternate.distanceNm,
                      minutes: alternate.minutes,
                      fuel: format.kg(alternate.fuel),
                    })}
                  </p>
                </li>
              ))}
            </ul>
            <p className={styles.muted}>{t('plan.released', { by: ofp.releasedBy, time: ofp.releasedAt })}</p>
          </>
        )}
      </AsyncView>
    </ReadingSection>
  );
}
