import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { AirportWeatherReport } from '@/api/schema/flightdata';
import { paths } from '@/lib/paths';
import { weatherQuery } from '@/api/flightdata';
import { missionLink } from '../mission';
import { AirportSections } from '../components/AirportSections';
import { Facts } from '@/components/Facts';
import styles from '../components/ReadingCard.module.css';

/** Weather at the mission's airports; each opens its METAR and TAF, as sent and in plain words. */
export default function WeatherPage() {
  const { t } = useTranslation('prepare');
  return (
    <AirportSections
      step="weather"
      query={weatherQuery}
      code={(report: AirportWeatherReport) => report.airport}
      title={(report) => `${report.airportName} ${report.airport}`}
    >
      {(report, missionId) => (
        <>
          <Facts
            items={[
              { key: 'summary', label: t('reading.weather.summary'), value: report.weather.summary },
              {
                key: 'temperature',
                label: t('reading.weather.temperature'),
                value: t('reading.weather.celsius', { value: report.weather.temperature }),
              },
              {
                key: 'wind',
                label: t('reading.weather.wind'),
                value:
                  report.weather.windSpeed === 0
                    ? t('reading.wx.calm')
                    : t('reading.weather.windValue', {
                        direction: String(report.weather.windDirection).padStart(3, '0'),
                        speed: report.weather.windSpeed,
                      }),
              },
              {
                key: 'visibility',
                label: t('reading.weather.visibility'),
                value:
                  report.weather.visibility >= 9999
                    ? t('reading.weather.visibilityTen')
                    : t('reading.weather.visibilityValue', {
                        value: report.weather.visibility.toLocaleString('en-US'),
                      }),
              },
              { key: 'qnh', label: t('reading.weather.qnh'), value: `${report.weather.qnh} hPa` },
            ]}
          />
          <code className={styles.code}>{report.metar}</code>
          <div className={styles.links}>
            <Link
              className={styles.linkButton}
              to={missionLink(paths.prepare.weatherDetail(report.airport), missionId)}
            >
              {t('reading.weather.openDetail', { code: report.airport })}
            </Link>
          </div>
        </>
      )}
    </AirportSections>
  );
}
