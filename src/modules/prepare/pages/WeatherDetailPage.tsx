import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { AirportWeatherReport } from '@/api/schema/flightdata';
import { useQuery } from '@tanstack/react-query';
import { weatherQuery } from '@/api/flightdata';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { readAirportCode } from '../airportCharts';
import { useMissionId } from '../mission';
import { StepPage } from '../components/StepPage';
import { ReadingSection } from '../components/ReadingSection';
import { WeatherDecoded } from '../components/WeatherDecoded';
import styles from '../components/ReadingCard.module.css';

/** One airport's METAR and TAF for the mission (`:id` = the airport's code): as sent, then in plain words. */
export default function WeatherDetailPage() {
  const { t } = useTranslation('prepare');
  const missionId = useMissionId();
  const code = readAirportCode(useParams().id);
  const reports = useQuery({ ...weatherQuery(missionId), enabled: Boolean(missionId) });
  const report = reports.data?.find(
    (candidate) => candidate.airport === code || candidate.weather.airport === code,
  );
  return (
    <StepPage
      step="weather"
      header={{
        title: report ? `${report.airportName} ${report.airport}` : code,
        left: ['back'],
        right: ['home'],
      }}
    >
      <div className={styles.content}>
        <AsyncView {...fromQuery(reports)} data={reports.data ? (report ?? null) : undefined}>
          {(found: AirportWeatherReport) => (
            <>
              <ReadingSection title={t('reading.weather.metar')}>
                <code className={styles.code}>{found.metar}</code>
                <WeatherDecoded report={found.metar} label={t('reading.weather.metarDecoded')} />
              </ReadingSection>
              <ReadingSection title={t('reading.weather.taf')}>
                <code className={styles.code}>{found.taf}</code>
                <WeatherDecoded report={found.taf} label={t('reading.weather.tafDecoded')} />
              </ReadingSection>
            </>
          )}
        </AsyncView>
      </div>
    </StepPage>
  );
}
