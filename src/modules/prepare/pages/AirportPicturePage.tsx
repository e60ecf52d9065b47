import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { AirportDoc } from '@/api/schema/compinfo';
import { useQuery } from '@tanstack/react-query';
import { airportDocsQuery } from '@/api/compinfo';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { ImagePreview } from '@/components/ImagePreview';
import { paths } from '@/lib/paths';
import { isPictureChart, readAirportCode } from '../airportCharts';
import { missionLink, useMissionId } from '../mission';
import { StepPage } from '../components/StepPage';
import { ReadingSection } from '../components/ReadingSection';
import styles from '../components/ReadingCard.module.css';

/** The pictures of one airport (`?airport=`): its charts published as pictures, zoomable. */
export default function AirportPicturePage() {
  const { t } = useTranslation('prepare');
  const missionId = useMissionId();
  const [params] = useSearchParams();
  const code = readAirportCode(params.get('airport'));
  const docs = useQuery({ ...airportDocsQuery(code), enabled: Boolean(code) });
  return (
    <StepPage
      step="airport"
      header={{ title: t('reading.airport.picturesOf', { code }), left: ['back'], right: ['home'] }}
    >
      <div className={styles.content}>
        <AsyncView
          {...fromQuery(docs)}
          data={code ? docs.data?.filter(isPictureChart) : []}
          emptyTitle={false}
          emptyText={t('reading.airport.noPictures')}
        >
          {(pictures: AirportDoc[]) => (
            <ReadingSection title={t('reading.airport.picturesOf', { code })}>
              <p className={styles.muted}>{t('reading.airport.zoomHint')}</p>
              <ImagePreview images={pictures.map((doc) => ({ src: doc.fileUrl, alt: doc.name }))} />
              <ul className={styles.list}>
                {pictures.map((doc) => (
                  <li key={doc.docId} className={styles.item}>
                    <Link
                      className={styles.rowLink}
                      to={missionLink(paths.prepare.airportLegendDetail, missionId, {
                        airport: code,
                        doc: doc.docId,
                      })}
                    >
                      <span className={styles.rowBody}>{doc.name}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </ReadingSection>
          )}
        </AsyncView>
      </div>
    </StepPage>
  );
}
