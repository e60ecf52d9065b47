import { useParams } from 'react-router-dom';
import { Tag } from '@/components/Tag';
import { useTranslation } from 'react-i18next';
import type { AircraftDetail } from '@/api/schema/compinfo';
import { useQuery } from '@tanstack/react-query';
import { aircraftDetailQuery } from '@/api/compinfo';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { Page } from '@/shell/Page';
import { Facts } from '@/components/Facts';
import { FavouriteButton } from '../components/FavouriteButton';
import styles from '../components/study.module.css';

const kg = (value: number) => `${value.toLocaleString('en-US')} kg`;

/** Every §3 field of one aircraft and its deferred defects (open first). */
export default function AircraftDetailPage() {
  const { t } = useTranslation('study');
  const id = useParams().id ?? '';
  const detail = useQuery(aircraftDetailQuery(id));
  return (
    <Page
      header={{
        left: ['back'],
        right: ['home'],
        ...(detail.data ? { title: detail.data.registration } : {}),
      }}
    >
      <div className={styles.content}>
        <AsyncView {...fromQuery(detail)}>
          {(plane: AircraftDetail) => (
            <>
              <section className={styles.card} aria-labelledby="ac-basic">
                <h2 id="ac-basic" className={styles.heading}>
                  <span>
                    {plane.registration} · {plane.model}
                  </span>
                  <FavouriteButton
                    item={{ kind: 'aircraft', id: plane.id, label: plane.registration, sub: plane.model }}
                  />
                </h2>
                <Facts
                  items={[
                    { key: 'registration', label: t('aircraft.registration'), value: plane.registration },
                    { key: 'type', label: t('aircraft.type'), value: `${plane.type} (${plane.model})` },
                    { key: 'subsidiary', label: t('aircraft.subsidiary'), value: plane.subsidiary },
                    { key: 'serial', label: t('aircraft.serial'), value: plane.serialNumber },
                    { key: 'engine', label: t('aircraft.engineModel'), value: plane.engineModel },
                    { key: 'engines', label: t('aircraft.engineCount'), value: plane.engineCount },
                    { key: 'apu', label: t('aircraft.apuModel'), value: plane.apuModel },
                    {
                      key: 'seats',
                      label: t('aircraft.seats'),
                      value: t('aircraft.seatsValue', {
                        first: plane.seats.first,
                        business: plane.seats.business,
                        economy: plane.seats.economy,
                      }),
                    },
                  ]}
                />
              </section>
              <section className={styles.card} aria-labelledby="ac-weights">
                <h2 id="ac-weights" className={styles.heading}>
                  {t('aircraft.weights')}
                </h2>
                <Facts
                  items={[
                    { key: 'mtow', label: t('aircraft.mtow'), value: kg(plane.mtow) },
                    { key: 'mlw', label: t('aircraft.mlw'), value: kg(plane.mlw) },
                    { key: 'mzfw', label: t('aircraft.mzfw'), value: kg(plane.mzfw) },
                    { key: 'oew', label: t('aircraft.oew'), value: kg(plane.oew) },
                    { key: 'fuel', label: t('aircraft.maxFuel'), value: kg(plane.maxFuel) },
                    { key: 'index', label: t('aircraft.weightIndex'), value: plane.weightIndex },
                  ]}
                />
              </section>
              <section className={styles.card} aria-labelledby="ac-dates">
                <h2 id="ac-dates" className={styles.heading}>
                  {t('aircraft.dates')}
                </h2>
                <Facts
                  items={[
                    { key: 'made', label: t('aircraft.manufactureDate'), value: plane.manufactureDate },
                    { key: 'equipped', label: t('aircraft.equippingDate'), value: plane.equippingDate },
                    { key: 'joined', label: t('aircraft.joinedDate'), value: plane.joinedDate },
                  ]}
                />
              </section>
              <section className={styles.card} aria-labelledby="ac-dd">
                <h2 id="ac-dd" className={styles.heading}>
                  {t('aircraft.defects')}
                  <span className={styles.muted}>
                    {t('aircraft.deferredCount', { count: plane.deferredCount })}
                  </span>
                </h2>
                {plane.deferredDefects.length === 0 ? (
                  <p className={styles.hint}>{t('aircraft.noDefects')}</p>
                ) : (
                  <ul className={styles.list}>
                    {[...plane.deferredDefects]
                      .sort((a, b) => (a.state === b.state ? 0 : a.state === 'deferred' ? -1 : 1))
                      .map((item) => (
                        <li key={item.id} className={styles.card}>
                          <h3 className={styles.subheading}>
                            {item.title}{' '}
                            <Tag variant="solid" tone={item.state === 'deferred' ? 'warning' : 'success'}>
                              {t(`aircraft.defectState.${item.state}`)}
                            </Tag>
                          </h3>
                          <Facts
                            items={[
                              { key: 'no', label: t('aircraft.ddNo'), value: item.ddNo },
                              {
                                key: 'type',
                                label: t('aircraft.ddType'),
                                value: `${item.type} · ${item.category}`,
                              },
                              {
                                key: 'mel',
                                label: t('aircraft.melRef'),
                                value: `${item.ataChapter} / ${item.melRef}`,
                              },
                              { key: 'apply', label: t('aircraft.applyDate'), value: item.applyDate },
                              { key: 'limit', label: t('aircraft.deferralLimit'), value: item.deferralLimit },
                              ...(item.fixedDate
                                ? [{ key: 'fixed', label: t('aircraft.fixedDate'), value: item.fixedDate }]
                                : []),
                            ]}
                          />
                          {item.operationalProcedure && (
                            <p className={styles.pre}>
                              {t('aircraft.opsProcedure')}: {item.operationalProcedure}
                            </p>
                          )}
                        </li>
                      ))}
                  </ul>
                )}
              </section>
            </>
          )}
        </AsyncView>
      </div>
    </Page>
  );
}
