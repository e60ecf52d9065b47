import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { AirportWeather, FlightBaseInfo } from '@/api/schema/dynamics';
import { useQuery } from '@tanstack/react-query';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { Tabs } from '@/components/Tabs';
import { paths } from '@/lib/paths';
import { flightCrewQuery, flightLoadQuery, flightOtherQuery, flightWeatherQuery } from '@/api/dynamics';
import { Clock } from './Clock';
import { Facts } from '@/components/Facts';
import styles from './FlightPanels.module.css';

export const PANELS = ['crew', 'load', 'weather', 'other'] as const;
export type PanelKey = (typeof PANELS)[number];
export const isPanel = (value: string | null): value is PanelKey =>
  value !== null && (PANELS as readonly string[]).includes(value);

interface FlightPanelsProps {
  flight: FlightBaseInfo;
  panel: PanelKey;
  onPanelChange: (panel: PanelKey) => void;
}

/** The four detail panels as tabs (arrow keys move between them); each loads when first shown. */
export function FlightPanels({ flight, panel, onPanelChange }: FlightPanelsProps) {
  const { t } = useTranslation('dynamics');
  return (
    <Tabs
      label={t('details.panels')}
      tabs={PANELS.map((key) => ({ key, label: t(`panels.${key}`) }))}
      value={panel}
      onChange={onPanelChange}
      className={styles.panels}
      panelClassName={styles.body}
    >
      {panel === 'crew' && <CrewPanel flightId={flight.id} />}
      {panel === 'load' && <LoadPanel flightId={flight.id} />}
      {panel === 'weather' && <WeatherPanel flightId={flight.id} />}
      {panel === 'other' && <OtherPanel flight={flight} />}
    </Tabs>
  );
}

function CrewPanel({ flightId }: { flightId: string }) {
  const { t } = useTranslation('dynamics');
  const crew = useQuery(flightCrewQuery(flightId));
  return (
    <AsyncView
      {...fromQuery(crew)}
      isEmpty={(data) => data.crew.length === 0}
      emptyText={t('details.noCrew')}
    >
      {(data) => (
        <ul className={styles.crew}>
          {data.crew.map((member) => {
            const to =
              member.duty === 'captain'
                ? paths.dynamics.captain({ code: member.code, flightId })
                : paths.dynamics.crewMember({ code: member.code, flightId });
            return (
              <li key={member.crewId}>
                <Link to={to} className={styles.member}>
                  <span className={styles.duty}>{member.dutyText || t(`duty.${member.duty}`)}</span>
                  <strong>{member.name}</strong>
                  <span className={styles.muted}>
                    {member.code} · {member.post}
                    {member.technicalLevel && ` · ${member.technicalLevel}`}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </AsyncView>
  );
}

function LoadPanel({ flightId }: { flightId: string }) {
  const { t } = useTranslation('dynamics');
  const load = useQuery(flightLoadQuery(flightId));
  const kg = (value: number) => t('details.kg', { value: value.toLocaleString('en-US') });
  return (
    <AsyncView {...fromQuery(load)}>
      {(data) => (
        <>
          <h3 className={styles.subheading}>{t('load.passengers')}</h3>
          <Facts
            items={[
              { key: 'total', label: t('load.total'), value: data.passengers.total },
              {
                key: 'cabins',
                label: t('load.cabins'),
                value: t('load.cabinSplit', {
                  first: data.passengers.first,
                  business: data.passengers.business,
                  economy: data.passengers.economy,
                }),
              },
              {
                key: 'ages',
                label: t('load.ages'),
                value: t('load.ageSplit', {
                  adults: data.passengers.adults,
                  children: data.passengers.children,
                  infants: data.passengers.infants,
                }),
              },
              {
                key: 'seats',
                label: t('load.seats'),
                value: t('load.cabinSplitTotal', { ...data.seats }),
              },
              {
                key: 'loadFactor',
                label: t('load.loadFactor'),
                value: `${Math.round(data.loadFactor * 100)}%`,
              },
            ]}
          />
          <h3 className={styles.subheading}>{t('load.weights')}</h3>
          <Facts
            items={[
              { key: 'payload', label: t('load.payload'), value: kg(data.payload) },
              { key: 'maxPayload', label: t('load.maxPayload'), value: kg(data.maxPayload) },
              { key: 'cargo', label: t('load.cargo'), value: kg(data.cargo) },
              { key: 'mail', label: t('load.mail'), value: kg(data.mail) },
              { key: 'baggage', label: t('load.baggage'), value: kg(data.baggage) },
              { key: 'fuel', label: t('load.fuel'), value: kg(data.fuel) },
              { key: 'zfw', label: t('load.zeroFuelWeight'), value: kg(data.zeroFuelWeight) },
              { key: 'tow', label: t('load.takeoffWeight'), value: kg(data.takeoffWeight) },
              { key: 'lw', label: t('load.landingWeight'), value: kg(data.landingWeight) },
            ]}
          />
        </>
      )}
    </AsyncView>
  );
}

function WeatherBlock({ title, weather }: { title: ReactNode; weather: AirportWeather & { taf: string } }) {
  const { t } = useTranslation('dynamics');
  return (
    <>
      <h3 className={styles.subheading}>
        {title} · {weather.airport}
      </h3>
      <Facts
        items={[
          { key: 'summary', label: t('weather.summary'), value: weather.summary },
          { key: 'temperature', label: t('weather.temperature'), value: `${weather.temperature} °C` },
          {
            key: 'wind',
            label: t('weather.wind'),
            value:
              weather.windSpeed === 0
                ? t('weather.calm')
                : t('weather.windValue', { direction: weather.windDirection, speed: weather.windSpeed }),
          },
          {
            key: 'visibility',
            label: t('weather.visibility'),
            value: t('weather.metres', { value: weather.visibility }),
          },
          { key: 'qnh', label: t('weather.qnh'), value: `${weather.qnh} hPa` },
        ]}
      />
      <p className={styles.code}>
        <span className={styles.muted}>METAR</span> {weather.metar}
      </p>
      <p className={styles.code}>
        <span className={styles.muted}>TAF</span> {weather.taf}
      </p>
    </>
  );
}

function WeatherPanel({ flightId }: { flightId: string }) {
  const { t } = useTranslation('dynamics');
  const weather = useQuery(flightWeatherQuery(flightId));
  return (
    <AsyncView {...fromQuery(weather)}>
      {(data) => (
        <>
          <WeatherBlock title={t('weather.departure')} weather={data.departure} />
          <WeatherBlock title={t('weather.arrival')} weather={data.arrival} />
          {data.alternate && <WeatherBlock title={t('weather.alternate')} weather={data.alternate} />}
        </>
      )}
    </AsyncView>
  );
}

function OtherPanel({ flight }: { flight: FlightBaseInfo }) {
  const { t } = useTranslation('dynamics');
  const other = useQuery(flightOtherQuery(flight.id));
  return (
    <AsyncView {...fromQuery(other)}>
      {(data) => (
        <>
          <Facts
            items={[
              { key: 'gate', label: t('other.gate'), value: data.gate },
              { key: 'stand', label: t('other.stand'), value: data.stand },
              { key: 'arrivalStand', label: t('other.arrivalStand'), value: data.arrivalStand },
              { key: 'carousel', label: t('other.carousel'), value: data.carousel },
              { key: 'checkIn', label: t('other.checkInCounters'), value: data.checkInCounters },
              {
                key: 'boardingStart',
                label: t('other.boardingStart'),
                value: <Clock iso={data.boardingStart} labelled />,
              },
              {
                key: 'boardingEnd',
                label: t('other.boardingEnd'),
                value: <Clock iso={data.boardingEnd} labelled />,
              },
              {
                key: 'doorClosed',
                label: t('other.doorClosed'),
                value: <Clock iso={data.doorClosed} labelled />,
              },
              { key: 'delayReason', label: t('details.delayReason'), value: flight.delayReason ?? '' },
              { key: 'remarks', label: t('other.remarks'), value: data.remarks },
            ]}
          />
          {data.milestones.length > 0 && (
            <>
              <h3 className={styles.subheading}>{t('other.milestones')}</h3>
              <table className={styles.milestones}>
                <caption className="visually-hidden">{t('other.milestones')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('other.milestone')}</th>
                    <th scope="col">{t('other.plannedLocal')}</th>
                    <th scope="col">{t('other.actualLocal')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.milestones.map((milestone) => (
                    <tr key={milestone.name}>
                      <th scope="row">{milestone.name}</th>
                      <td>
                        <Clock iso={milestone.planned} />
                      </td>
                      <td>
                        <Clock iso={milestone.actual} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
        </>
      )}
    </AsyncView>
  );
}
