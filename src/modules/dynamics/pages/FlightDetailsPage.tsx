import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { FlightBaseInfo } from '@/api/schema/dynamics';
import { useQuery } from '@tanstack/react-query';
import { flightBaseQuery } from '@/api/dynamics';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { EmptyResult } from '@/components/EmptyResult';
import { paths } from '@/lib/paths';
import { minutesBetween, useFormatDuration } from '@/i18n/useDuration';
import { Page } from '@/shell/Page';
import { Clock } from '../components/Clock';
import { FlightPanels, isPanel, type PanelKey } from '../components/FlightPanels';
import { FollowButton } from '../components/FollowButton';
import { useFollowFlight } from '../hooks/useFollowFlight';
import { Facts } from '@/components/Facts';
import { StatusBadge } from '../components/StatusBadge';
import styles from './FlightDetailsPage.module.css';

const TIME_ROWS = [
  'plannedDeparture',
  'estimatedDeparture',
  'actualDeparture',
  'plannedArrival',
  'estimatedArrival',
  'actualArrival',
] as const;

/** One flight: summary, times on both clocks, durations, and the crew / load / weather / other panels. */
export default function FlightDetailsPage() {
  const { t } = useTranslation('dynamics');
  const formatDuration = useFormatDuration();
  const [params] = useSearchParams();
  const flightId = params.get('flightId') ?? '';
  const panelParam = params.get('panel');
  // A link may open a given panel; switching panels stays on the page (a URL change would remount it
  // and lose the scroll position).
  const [panel, setPanel] = useState<PanelKey>(isPanel(panelParam) ? panelParam : 'crew');

  const base = useQuery({ ...flightBaseQuery(flightId), enabled: flightId !== '' });
  const following = useFollowFlight();

  const title = base.data?.flightNo ?? t('screens.details');

  return (
    <Page header={{ title, left: ['back'], right: ['home'] }}>
      {!flightId ? (
        <EmptyResult text={t('details.noFlight')}>
          <Link to={paths.dynamics.list()} className={styles.action}>
            {t('details.toList')}
          </Link>
        </EmptyResult>
      ) : (
        <AsyncView {...fromQuery(base)}>
          {(flight: FlightBaseInfo) => (
            <div className={styles.content}>
              <section className={styles.card} aria-labelledby="flight-summary">
                <div className={styles.summaryHead}>
                  <h2 id="flight-summary" className={styles.flightNo}>
                    {flight.flightNo}
                  </h2>
                  <StatusBadge status={flight.status} label={t(`status.${flight.status}`)} />
                  <FollowButton
                    followed={flight.followed}
                    busy={following.pending.has(flight.id)}
                    onToggle={() =>
                      following.toggle({
                        flightId: flight.id,
                        flightNo: flight.flightNo,
                        followed: flight.followed,
                      })
                    }
                    text={flight.followed ? t('follow.following') : t('follow.follow')}
                    className={styles.follow}
                  />
                </div>
                <p className={styles.route}>
                  <span>
                    <strong>{flight.from}</strong> {flight.fromAirport.name}
                  </span>
                  <span aria-hidden="true">→</span>
                  <span className="visually-hidden">{t('list.to')}</span>
                  <span>
                    <strong>{flight.to}</strong> {flight.toAirport.name}
                  </span>
                </p>
                <Facts
                  items={[
                    { key: 'date', label: t('details.flightDate'), value: flight.flightDate },
                    { key: 'type', label: t('details.aircraftType'), value: flight.aircraftType },
                    { key: 'registration', label: t('details.registration'), value: flight.registration },
                    { key: 'routeName', label: t('details.routeName'), value: flight.routeName },
                    {
                      key: 'distance',
                      label: t('details.distance'),
                      value: t('details.km', { value: flight.distanceKm }),
                    },
                    ...(flight.divertedAirport
                      ? [
                          {
                            key: 'diverted',
                            label: t('details.divertedTo'),
                            value: `${flight.divertedAirport.code3} ${flight.divertedAirport.name}`,
                          },
                        ]
                      : []),
                    ...(flight.inboundFlightId
                      ? [
                          {
                            key: 'inbound',
                            label: t('details.inbound'),
                            value: (
                              <Link to={paths.dynamics.details({ flightId: flight.inboundFlightId })}>
                                {t('details.inboundLink')}
                              </Link>
                            ),
                          },
                        ]
                      : []),
                  ]}
                />
              </section>

              <section className={styles.card} aria-labelledby="flight-times">
                <h2 id="flight-times" className={styles.heading}>
                  {t('details.times')}
                </h2>
                <table className={styles.times}>
                  <thead>
                    <tr>
                      <td />
                      <th scope="col">{t('timeZone.local', { ns: 'common' })}</th>
                      <th scope="col">{t('timeZone.beijing', { ns: 'common' })}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {TIME_ROWS.map((row) => (
                      <tr key={row}>
                        <th scope="row">{t(`details.time.${row}`)}</th>
                        <td>
                          <Clock iso={flight[row]} withDate />
                        </td>
                        <td>
                          <Clock iso={flight[row]} zone="beijing" withDate />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                <Facts
                  items={[
                    {
                      key: 'plannedBlock',
                      label: t('details.plannedBlock'),
                      value: formatDuration(flight.blockMinutes),
                    },
                    {
                      key: 'actualBlock',
                      label: t('details.actualBlock'),
                      value: formatDuration(minutesBetween(flight.actualDeparture, flight.actualArrival)),
                    },
                    {
                      key: 'delay',
                      label: t('details.delay'),
                      value:
                        flight.delayMinutes > 0 ? formatDuration(flight.delayMinutes) : t('details.noDelay'),
                    },
                    { key: 'delayReason', label: t('details.delayReason'), value: flight.delayReason ?? '' },
                  ]}
                />
              </section>

              <FlightPanels flight={flight} panel={panel} onPanelChange={setPanel} />
            </div>
          )}
        </AsyncView>
      )}
    </Page>
  );
}
