import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { AirportDoc } from '@/api/schema/compinfo';
import { useQuery } from '@tanstack/react-query';
import { airportDocsQuery } from '@/api/compinfo';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { paths } from '@/lib/paths';
import { isPictureChart, readAirportCode } from '../airportCharts';
import { missionLink, useMissionId } from '../mission';
import { StepPage } from '../components/StepPage';
import { ReadingSection } from '../components/ReadingSection';
import styles from '../components/ReadingCard.module.css';

/** The charts and documents of one airport, grouped by kind; each opens as a picture or a PDF. */
export default function AirportLegendPage() {
  const { t } = useTranslation('prepare');
  const missionId = useMissionId();
  const code = readAirportCode(useParams().id);
  const docs = useQuery({ ...airportDocsQuery(code), enabled: Boolean(code) });
  const groups = new Map<string, AirportDoc[]>();
  for (const doc of docs.data ?? []) groups.set(doc.category, [...(groups.get(doc.category) ?? []), doc]);
  return (
    <StepPage
      step="airport"
      header={{ title: t('reading.airport.chartsOf', { code }), left: ['back'], right: ['home'] }}
    >
      <div className={styles.content}>
        <AsyncView {...fromQuery(docs)} emptyTitle={false} emptyText={t('reading.airport.noCharts')}>
          {[...groups.entries()].map(([category, list]) => (
            <ReadingSection key={category} title={category}>
              <ul className={styles.list} aria-label={category}>
                {list.map((doc) => (
                  <li key={doc.docId} className={styles.item}>
                    <Link
                      className={styles.rowLink}
                      to={missionLink(paths.prepare.airportLegendDetail, missionId, {
                        airport: code,
                        doc: doc.docId,
                      })}
                    >
                      <span className={styles.rowBody}>
                        <span className={styles.itemTitle}>{doc.name}</span>
                        <br />
                        <span className={styles.muted}>
                          {doc.chartNo} · {doc.version} ·{' '}
                          {isPictureChart(doc)
                            ? t('reading.airport.picture')
                            : t('reading.airport.pdf', { count: doc.pages })}
                        </span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </ReadingSection>
          ))}
        </AsyncView>
      </div>
    </StepPage>
  );
}
