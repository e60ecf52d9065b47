import { useTranslation } from 'react-i18next';
import { Tag } from '@/components/Tag';
import type { AirportNotams } from '@/api/schema/flightdata';
import { useQuery } from '@tanstack/react-query';
import { notamsQuery } from '@/api/flightdata';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { useMissionId } from '../mission';
import { StepPage } from '../components/StepPage';
import { AirportRoleTag } from '../components/AirportRoleTag';
import { ReadingSection } from '../components/ReadingSection';
import styles from '../components/ReadingCard.module.css';

/** NOTAMs of the mission's airports: important ones first, each as sent and summarised. */
export default function SailNoticePage() {
  const { t } = useTranslation('prepare');
  const missionId = useMissionId();
  const notams = useQuery({ ...notamsQuery(missionId), enabled: Boolean(missionId) });
  return (
    <StepPage step="notice">
      <div className={styles.content}>
        <AsyncView {...fromQuery(notams)}>
          {(airports: AirportNotams[]) =>
            airports.map((airport) => (
              <ReadingSection
                key={`${airport.role}-${airport.airport}`}
                title={`${airport.airportName} ${airport.airport}`}
                aside={<AirportRoleTag role={airport.role} />}
              >
                {airport.notams.length === 0 ? (
                  <p className={styles.muted}>{t('reading.notam.none')}</p>
                ) : (
                  <ul className={styles.list} aria-label={t('reading.notam.of', { code: airport.airport })}>
                    {[...airport.notams]
                      .sort((a, b) => Number(b.important) - Number(a.important))
                      .map((notam) => (
                        <li key={notam.id} className={styles.item}>
                          <div className={styles.itemHead}>
                            <p className={styles.itemTitle}>
                              {notam.number} · {notam.category}
                            </p>
                            {notam.important && (
                              <Tag tone="danger" variant="soft">
                                {t('reading.notam.important')}
                              </Tag>
                            )}
                          </div>
                          <p className={styles.text}>{notam.summary}</p>
                          <code className={styles.code}>{notam.text}</code>
                          <p className={styles.muted}>
                            {t('reading.notam.valid', {
                              from: notam.validFrom,
                              to: notam.validTo === 'PERM' ? t('reading.notam.permanent') : notam.validTo,
                            })}
                          </p>
                        </li>
                      ))}
                  </ul>
                )}
              </ReadingSection>
            ))
          }
        </AsyncView>
      </div>
    </StepPage>
  );
}
