import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs from '@/lib/dayjs';
import { AsyncView } from '@/components/AsyncView';
import { useRequest } from '@/api/useRequest';
import { useFormatDuration } from '@/lib/useDuration';
import { buildIcs, downloadIcs } from '@/lib/ics';
import { Page } from '@/shell/Page';
import { showToast } from '@/stores/feedback';
import { getCrewLogList, getMissions } from '../api';
import { Card, ui } from '../components/Ui';
import { beijingDay, beijingTimeOf } from '@/lib/beijing';
import { mergeSectors, weekDays, weekStart } from '../lib/week';
import styles from './WeekFlytimePage.module.css';

/**
 * The week's duty and flight time by day (Monday to Sunday): flown sectors from the crew log, coming
 * ones from the roster's missions. The week's duties export as an .ics file for the phone's calendar.
 */
export default function WeekFlytimePage() {
  const { t } = useTranslation('me');
  const duration = useFormatDuration();
  const [offset, setOffset] = useState(0);
  const today = beijingDay();
  const monday = weekStart(dayjs(today), offset);
  const startDate = monday.format('YYYY-MM-DD');
  const endDate = monday.add(6, 'day').format('YYYY-MM-DD');
  const week = useRequest(
    async (signal) => {
      const [logged, missions] = await Promise.all([
        startDate <= today ? getCrewLogList({ startDate, endDate }, signal) : Promise.resolve([]),
        endDate >= today ? getMissions({ startDate, endDate }, signal) : Promise.resolve([]),
      ]);
      return weekDays(monday, mergeSectors(logged, missions));
    },
    [startDate],
  );

  const exportWeek = () => {
    const days = week.data ?? [];
    const events = days.flatMap((d) =>
      d.sectors.map((s) => ({
        uid: `${s.flightId}@crew.hongxiang-air.example`,
        start: s.plannedDeparture,
        end: s.plannedArrival,
        summary: `${s.flightNo} ${s.from}–${s.to}`,
        location: s.fromName,
        description: `${s.dutyText}\n${t('week.report')} ${beijingTimeOf(s.reportTime)} (${t('week.beijing')})`,
      })),
    );
    if (events.length === 0) {
      showToast(t('week.noExport'));
      return;
    }
    downloadIcs(buildIcs(events, t('screens.weekFlytime')), `duties-${startDate}.ics`);
    showToast(t('week.exported'));
  };

  return (
    <Page header={{ left: ['back'], right: ['home'] }}>
      <div className={styles.weekBar}>
        <button type="button" className={ui.button} onClick={() => setOffset((o) => o - 1)}>
          {t('week.previous')}
        </button>
        <p className={styles.range} aria-live="polite">
          {offset === 0 ? `${t('week.thisWeek')} · ` : ''}
          {t('week.range', { start: startDate, end: endDate })}
        </p>
        <button type="button" className={ui.button} onClick={() => setOffset((o) => o + 1)}>
          {t('week.next')}
        </button>
      </div>
      <AsyncView
        loading={week.loading}
        error={week.error}
        data={week.data}
        onRetry={() => void week.reload()}
        isEmpty={false}
      >
        {(days) => {
          const flight = days.reduce((sum, d) => sum + d.flightMinutes, 0);
          const duty = days.reduce((sum, d) => sum + d.dutyMinutes, 0);
          const sectors = days.reduce((sum, d) => sum + d.sectors.length, 0);
          return (
            <>
              <Card title={t('week.total')} id="week-total">
                <dl className={ui.stats}>
                  <div>
                    <dt>{t('week.flight')}</dt>
                    <dd>{duration(flight)}</dd>
                  </div>
                  <div>
                    <dt>{t('week.duty')}</dt>
                    <dd>{duration(duty)}</dd>
                  </div>
                  <div>
                    <dt>{t('flytime.sectors')}</dt>
                    <dd>{sectors}</dd>
                  </div>
                </dl>
              </Card>
              <h2 className={styles.heading}>{t('week.days')}</h2>
              <ul className={ui.list} aria-label={t('week.days')}>
                {days.map((d) => (
                  <li key={d.date} className={`${ui.item} ${d.date === today ? styles.today : ''}`}>
                    <div className={ui.itemHead}>
                      <h3 className={ui.itemTitle}>
                        {d.date} {dayjs(d.date).format('ddd')}
                      </h3>
                      <span className={ui.itemMeta}>
                        {d.sectors.length === 0
                          ? t('week.rest')
                          : `${t('week.flight')} ${duration(d.flightMinutes)} · ${t('week.duty')} ${duration(d.dutyMinutes)}`}
                      </span>
                    </div>
                    {d.sectors.map((s) => (
                      <p key={s.flightId} className={ui.itemMeta}>
                        {s.flightNo} {s.from}–{s.to} · {beijingTimeOf(s.plannedDeparture)}–
                        {beijingTimeOf(s.plannedArrival)} · {s.dutyText}
                      </p>
                    ))}
                  </li>
                ))}
              </ul>
              <p className={ui.note}>
                {t('week.dutyNote')} {t('week.beijing')}
              </p>
              <div className={ui.buttonRow}>
                <button type="button" className={ui.buttonPrimary} onClick={exportWeek}>
                  {t('week.export')}
                </button>
              </div>
            </>
          );
        }}
      </AsyncView>
    </Page>
  );
}
