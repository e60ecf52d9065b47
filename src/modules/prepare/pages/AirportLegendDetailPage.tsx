import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { AirportDoc } from '@/api/schema/compinfo';
import { useQuery } from '@tanstack/react-query';
import { airportDocsQuery } from '@/api/compinfo';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { DocumentViewer } from '@/components/DocumentViewer';
import { ImagePreview } from '@/components/ImagePreview';
import { isPictureChart, readAirportCode } from '../airportCharts';
import { StepPage } from '../components/StepPage';
import { Facts } from '@/components/Facts';
import { ReadingSection } from '../components/ReadingSection';
import styles from '../components/ReadingCard.module.css';

/**
 * One chart (`?airport=&doc=`): a picture is shown and opens zoomable in the shared image preview; a
 * PDF opens in the shared document viewer inside the app (pdf.js, loaded only when it opens).
 */
export default function AirportLegendDetailPage() {
  const { t } = useTranslation('prepare');
  const [params] = useSearchParams();
  const code = readAirportCode(params.get('airport'));
  const docId = params.get('doc') ?? '';
  const docs = useQuery({ ...airportDocsQuery(code), enabled: Boolean(code) });
  const doc = docs.data?.find((candidate) => candidate.docId === docId);
  const [viewing, setViewing] = useState(false);
  return (
    <StepPage step="airport" header={{ title: doc?.name, left: ['back'], right: ['home'] }}>
      <div className={styles.content}>
        <AsyncView
          {...fromQuery(docs)}
          data={docs.data ? (doc ?? null) : undefined}
          emptyTitle={false}
          emptyText={t('reading.airport.chartMissing')}
        >
          {(chart: AirportDoc) => (
            <ReadingSection title={chart.name}>
              <Facts
                items={[
                  { key: 'airport', label: t('reading.airport.iata'), value: chart.airportCode },
                  { key: 'category', label: t('reading.airport.category'), value: chart.category },
                  { key: 'no', label: t('reading.airport.chartNo'), value: chart.chartNo },
                  { key: 'version', label: t('reading.airport.version'), value: chart.version },
                  { key: 'effective', label: t('reading.airport.effectiveDate'), value: chart.effectiveDate },
                  { key: 'pages', label: t('reading.airport.pages'), value: chart.pages },
                ]}
              />
              {isPictureChart(chart) ? (
                <>
                  <p className={styles.muted}>{t('reading.airport.zoomHint')}</p>
                  <ImagePreview images={[{ src: chart.fileUrl, alt: chart.name }]} label={chart.name} />
                </>
              ) : (
                <div className={styles.links}>
                  <button type="button" className={styles.linkButton} onClick={() => setViewing(true)}>
                    {t('reading.airport.openPdf')}
                  </button>
                  {viewing && (
                    <DocumentViewer
                      doc={{ title: chart.name, url: chart.fileUrl }}
                      onClose={() => setViewing(false)}
                    />
                  )}
                </div>
              )}
            </ReadingSection>
          )}
        </AsyncView>
      </div>
    </StepPage>
  );
}
