import { Link } from 'react-router-dom';
import { Tag } from '@/components/Tag';
import { useTranslation } from 'react-i18next';
import type { AircraftDetail } from '@/api/schema/compinfo';
import { useQuery } from '@tanstack/react-query';
import { planeInfoQuery, planeStatusQuery } from '@/api/prepare';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { paths } from '@/lib/paths';
import { missionLink, useMissionId } from '../mission';
import { StepPage } from '../components/StepPage';
import { Facts } from '@/components/Facts';
import { ReadingSection } from '../components/ReadingSection';
import { useReadingFormat } from '../readingFormat';
import styles from '../components/ReadingCard.module.css';

/** The mission aircraft (§3 aircraft fields), its release status and a way into its deferred defects. */
export default function PlaneInfoPage() {
  const { t } = useTranslation('prepare');
  const format = useReadingFormat();
  const missionId = useMissionId();
  const plane = useQuery({ ...planeInfoQuery(missionId), enabled: Boolean(missionId) });
  const status = useQuery({ ...planeStatusQuery(missionId), enabled: Boolean(missionId) });
  return (
    <StepPage step="plane">
      <div className={styles.content}>
        {status.data && (
          <ReadingSection
            title={t('reading.plane.status')}
            aside={
              <Tag tone={status.data.status === 'normal' ? 'success' : 'warning'} variant="soft">
                {t(`reading.plane.release.${status.data.status}`)}
              </Tag>
            }
          >
            <Facts
              items={[
                {
                  key: 'deferred',
                  label: t('reading.plane.deferredCount'),
                  value: status.data.deferredCount,
                },
                { key: 'check', label: t('reading.plane.lastCheck'), value: status.data.lastCheck },
                { key: 'remark', label: t('reading.plane.remark'), value: status.data.remark },
              ]}
            />
          </ReadingSection>
        )}
        <AsyncView {...fromQuery(plane)}>
          {(aircraft: AircraftDetail) => (
            <>
              <ReadingSection title={`${aircraft.registration} · ${aircraft.model}`}>
                <Facts
                  items={[
                    {
                      key: 'registration',
                      label: t('reading.plane.registration'),
                      value: aircraft.registration,
                    },
                    { key: 'model', label: t('reading.plane.model'), value: aircraft.model },
                    { key: 'subsidiary', label: t('reading.plane.subsidiary'), value: aircraft.subsidiary },
                    { key: 'engine', label: t('reading.plane.engineModel'), value: aircraft.engineModel },
                    { key: 'engines', label: t('reading.plane.engineCount'), value: aircraft.engineCount },
                    { key: 'apu', label: t('reading.plane.apuModel'), value: aircraft.apuModel },
                    {
                      key: 'seats',
                      label: t('reading.plane.seats'),
                      value: t('reading.plane.seatsValue', aircraft.seats),
                    },
                    { key: 'serial', label: t('reading.plane.serialNumber'), value: aircraft.serialNumber },
                    {
                      key: 'built',
                      label: t('reading.plane.manufactureDate'),
                      value: aircraft.manufactureDate,
                    },
                    {
                      key: 'equipped',
                      label: t('reading.plane.equippingDate'),
                      value: aircraft.equippingDate,
                    },
                    { key: 'joined', label: t('reading.plane.joinedDate'), value: aircraft.joinedDate },
                  ]}
                />
              </ReadingSection>
              <ReadingSection title={t('reading.plane.weights')}>
                <Facts
                  items={[
                    { key: 'mtow', label: t('reading.plane.mtow'), value: format.kg(aircraft.mtow) },
                    { key: 'mlw', label: t('reading.plane.mlw'), value: format.kg(aircraft.mlw) },
                    { key: 'mzfw', label: t('reading.plane.mzfw'), value: format.kg(aircraft.mzfw) },
                    { key: 'oew', label: t('reading.plane.oew'), value: format.kg(aircraft.oew) },
                    { key: 'fuel', label: t('reading.plane.maxFuel'), value: format.kg(aircraft.maxFuel) },
                    { key: 'index', label: t('reading.plane.weightIndex'), value: aircraft.weightIndex },
                  ]}
                />
              </ReadingSection>
              <ReadingSection title={t('reading.plane.defects')}>
                <p className={styles.muted}>
                  {t('reading.plane.defectsSummary', {
                    open: aircraft.deferredDefects.filter((d) => d.state === 'deferred').length,
                    fixed: aircraft.deferredDefects.filter((d) => d.state === 'fixed').length,
                  })}
                </p>
                <div className={styles.links}>
                  <Link
                    className={styles.linkButton}
                    to={missionLink(paths.prepare.planeFault(aircraft.registration), missionId)}
                  >
                    {t('reading.plane.openDefects')}
                  </Link>
                  <Link className={styles.linkButton} to={missionLink(paths.prepare.mel, missionId)}>
                    {t('reading.plane.openMel')}
                  </Link>
                </div>
              </ReadingSection>
            </>
          )}
        </AsyncView>
      </div>
    </StepPage>
  );
}
