import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { Segmented } from '@/components/Segmented';
import { useQuery } from '@tanstack/react-query';
import { useFormatDuration } from '@/i18n/useDuration';
import { paths } from '@/lib/paths';
import { Page } from '@/shell/Page';
import { useSessionStore } from '@/stores/session';
import { dutyTimesQuery, flightHoursQuery, rankingQuery } from '@/api/me';
import { Card, ui } from '../components/Ui';
import { HoursChart } from '../components/HoursChart';
import { fromQueries } from '../lib/fromQueries';
import { LimitMeter } from '../components/LimitMeter';
import { hoursToMinutes, PILOT_LIMITS, recentTotals, yearHours } from '../lib/hours';
import { beijingDay } from '@/lib/beijing';

/**
 * Flight hours: the last 30 / 90 / 365 days, the twelve months as a chart with the monthly limit
 * drawn, the legal limits with their margin (warning from 80 %), the months in detail and the ranking.
 */
export default function FlytimePage() {
  const { t } = useTranslation('me');
  const duration = useFormatDuration();
  const pilot = useSessionStore((s) => s.auth?.type === 'F');
  const hours = useQuery(flightHoursQuery());
  const duty = useQuery(dutyTimesQuery());
  const [period, setPeriod] = useState<'month' | 'year'>('month');
  const ranking = useQuery(rankingQuery(period));
  // Beijing days, as the backend counts its months.
  const today = beijingDay();

  return (
    <Page header={{ left: ['back'], right: ['home'] }}>
      <AsyncView
        {...fromQueries(hours, duty)}
        // A list answered as null (List null) is nothing to show.
        isEmpty={([months, duty]) => !months || !duty}
      >
        {([months, duty]) => {
          const totals = recentTotals(months, Number(today.slice(8, 10)));
          const current = months[months.length - 1];
          const currentDuty = duty[duty.length - 1];
          return (
            <>
              <Card title={t('flytime.totals')} id="flytime-totals">
                <dl className={ui.stats}>
                  {(
                    [
                      ['days30', totals.days30],
                      ['days90', totals.days90],
                      ['days365', totals.days365],
                    ] as const
                  ).map(([key, value]) => (
                    <div key={key}>
                      <dt>{t(`flytime.${key}`)}</dt>
                      <dd>{duration(hoursToMinutes(value))}</dd>
                    </div>
                  ))}
                </dl>
              </Card>

              <Card title={t('flytime.chart')} id="flytime-chart">
                <HoursChart
                  label={t('flytime.chartLabel')}
                  bars={months.map((m) => ({ label: m.month.slice(5), value: m.flightHours }))}
                  limit={pilot ? PILOT_LIMITS.month : undefined}
                  limitLabel={t('flytime.limitLine', { hours: PILOT_LIMITS.month })}
                />
              </Card>

              <Card title={t('flytime.limits')} id="flytime-limits">
                {pilot && current && (
                  <>
                    <LimitMeter
                      label={t('flytime.monthLimit', { limit: PILOT_LIMITS.month })}
                      used={current.flightHours}
                      limit={PILOT_LIMITS.month}
                    />
                    <LimitMeter
                      label={t('flytime.yearLimit', { limit: PILOT_LIMITS.year })}
                      used={yearHours(months, today.slice(0, 4))}
                      limit={PILOT_LIMITS.year}
                    />
                  </>
                )}
                {currentDuty && (
                  <LimitMeter
                    label={t('flytime.dutyLimit', { limit: currentDuty.limitHours })}
                    used={currentDuty.dutyHours}
                    limit={currentDuty.limitHours}
                  />
                )}
              </Card>

              <Card title={t('flytime.table')} id="flytime-table">
                <div className={ui.tableWrap}>
                  <table className={ui.table}>
                    <thead>
                      <tr>
                        <th scope="col">{t('flytime.month')}</th>
                        <th scope="col">{t('flytime.hours')}</th>
                        <th scope="col">{t('flytime.sectors')}</th>
                        {pilot && <th scope="col">{t('flytime.landings')}</th>}
                      </tr>
                    </thead>
                    <tbody>
                      {[...months].reverse().map((m) => (
                        <tr key={m.month}>
                          <th scope="row">{m.month}</th>
                          <td>{duration(hoursToMinutes(m.flightHours))}</td>
                          <td>{m.sectors}</td>
                          {pilot && <td>{m.landings}</td>}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </Card>
            </>
          );
        }}
      </AsyncView>

      <Card title={t('flytime.ranking')} id="flytime-ranking">
        <Segmented<'month' | 'year'>
          label={t('flytime.rankPeriod')}
          value={period}
          onChange={setPeriod}
          options={[
            { value: 'month', label: t('flytime.rankMonth') },
            { value: 'year', label: t('flytime.rankYear') },
          ]}
        />
        <AsyncView {...fromQuery(ranking)}>
          {(list) => {
            const mine = list.find((r) => r.isMe);
            const shown = list.filter((r) => r.rank <= 10 || r.isMe);
            return (
              <>
                {mine && (
                  <p className={ui.itemMeta}>
                    {t('flytime.myRank', { rank: mine.rank, total: list.length })}
                  </p>
                )}
                <div className={ui.tableWrap}>
                  <table className={ui.table}>
                    <tbody>
                      {shown.map((r) => (
                        <tr key={r.code} className={r.isMe ? ui.mine : undefined}>
                          <th scope="row">{t('flytime.rank', { rank: r.rank })}</th>
                          <td>{r.isMe ? `${r.name} (${t('flytime.me')})` : r.name}</td>
                          <td>{duration(hoursToMinutes(r.flightHours))}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </>
            );
          }}
        </AsyncView>
      </Card>

      <div className={ui.buttonRow}>
        <Link to={paths.me.weekFlytime} className={ui.button}>
          {t('flytime.week')}
        </Link>
      </div>
    </Page>
  );
}
