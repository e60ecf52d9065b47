import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { MissionAirport } from '@/api/schema/prepare';
import { paths } from '@/lib/paths';
import { missionAirportsQuery } from '@/api/prepare';
import { missionLink } from '../mission';
import { AirportSections } from '../components/AirportSections';
import { Facts } from '@/components/Facts';
import { RiskLevelTag } from '../components/RiskLevelTag';
import { useReadingFormat } from '../readingFormat';
import styles from '../components/ReadingCard.module.css';

const coordinate = (value: number, positive: string, negative: string) =>
  `${Math.abs(value).toFixed(4)}°${value >= 0 ? positive : negative}`;

/** Departure, destination and alternate airports (§3 airport fields) with their charts, pictures and risks. */
export default function AirportInfoPage() {
  const { t } = useTranslation('prepare');
  const format = useReadingFormat();
  return (
    <AirportSections
      step="airport"
      query={missionAirportsQuery}
      code={(airport: MissionAirport) => airport.code3}
      title={(airport) => airport.name}
    >
      {(airport, missionId) => (
        <>
          <Facts
            items={[
              { key: 'iata', label: t('reading.airport.iata'), value: airport.code3 },
              { key: 'icao', label: t('reading.airport.icao'), value: airport.code4 },
              { key: 'city', label: t('reading.airport.city'), value: airport.city },
              {
                key: 'longitude',
                label: t('reading.airport.longitude'),
                value: coordinate(airport.longitude, 'E', 'W'),
              },
              {
                key: 'latitude',
                label: t('reading.airport.latitude'),
                value: coordinate(airport.latitude, 'N', 'S'),
              },
              {
                key: 'intelligence',
                label: t('reading.airport.intelligenceBureau'),
                value: airport.intelligenceBureau,
              },
              {
                key: 'administration',
                label: t('reading.airport.administrationBureau'),
                value: airport.administrationBureau,
              },
              {
                key: 'elevation',
                label: t('reading.airport.elevation'),
                value: format.metres(airport.elevation),
              },
              {
                key: 'runways',
                label: t('reading.airport.runways'),
                value: airport.runways.join(' / '),
              },
              {
                key: 'risk',
                label: t('reading.airport.riskLevel'),
                value: <RiskLevelTag level={airport.riskLevel} />,
              },
            ]}
          />
          <div className={styles.links}>
            <Link
              className={styles.linkButton}
              to={missionLink(paths.prepare.airportLegend(airport.code3), missionId)}
            >
              {t('reading.airport.charts', { count: airport.docCount })}
            </Link>
            <Link
              className={styles.linkButton}
              to={missionLink(paths.prepare.airportPicture, missionId, { airport: airport.code3 })}
            >
              {t('reading.airport.pictures')}
            </Link>
            <Link
              className={styles.linkButton}
              to={missionLink(paths.prepare.airportRisk(airport.code3), missionId)}
            >
              {t('reading.airport.risks')}
            </Link>
          </div>
        </>
      )}
    </AirportSections>
  );
}
