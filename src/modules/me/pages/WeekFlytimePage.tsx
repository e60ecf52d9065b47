import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs from '@/i18n/dayjs';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { Tag } from '@/components/Tag';
import { useQuery } from '@tanstack/react-query';
import { scheduleQuery } from '@/api/flightdata';
import type { Task } from '@/api/schema/flightdata';
import { useFormatDuration } from '@/i18n/useDuration';
import { buildIcs, downloadIcs, type IcsEvent } from '@/lib/ics';
import { addDays, weekStartOf } from '@/lib/week';
import { Page } from '@/shell/Page';
import { showToast } from '@/stores/feedback';
import { Card, ui } from '../components/Ui';
import { beijingDay, beijingTimeOf } from '@/lib/beijing';
import { isCancelled, weekDays } from '../lib/week';
import styles from './WeekFlytimePage.module.css';

const UID_DOMAIN = 'crew.hongxiang-air.example';

/**
 * The week's duties by day (the app's week, lib/week), from the roster the weekly tasks show: each
 * flight leg, other duty or rest, with the flight and duty time. The week's duties export as an .ics
 * file for the phone's calendar.
 */
export default function WeekFlytimePage() {
  const { t } = useTranslation('me');
  const duration = useFormatDuration();
  const [offset, setOffset] = useState(0);
  const today = beijingDay();
  const startDate = addDays(weekStartOf(today), offset * 7);
  const endDate = addDays(startDate, 6);
  // The roster of the week (the same answer the weekly tasks read), laid out by day.
  const week = useQuery({
    ...scheduleQuery({ startDate, endDate }),
    // A `List` of null is the backend's "nothing": a week with no task.
    select: (roster) => weekDays(startDate, roster?.tasks ?? []),
  });

  const clockRange = (task: Task) => `${beijingTimeOf(task.start)}–${beijingTimeOf(task.end)}`;
  const kindOf = (task: Task) => t(`week.kind.${task.kind}`);

  /** Flights and the other duties of the week as calendar events; rest days and cancelled legs are none. */
  const eventsOf = (tasks: Task[]): IcsEvent[] =>
    tasks
      .filter((task) => task.kind !== 'rest' && !isCancelled(task))
      .map((task) =>
        task.kind === 'flight'
          ? {
              uid: `${task.id}@${UID_DOMAIN}`,
              start: task.start,
              end: task.end,
              summary: `${task.flightNo ?? ''} ${task.from ?? ''}–${task.to ?? ''}`,
              location: task.location,
              description: [
                task.duty ?? '',
                task.reportTime
                  ? `${t('week.report')} ${beijingTimeOf(task.reportTime)} (${t('week.beijing')})`
                  : '',
              ]
                .filter(Boolean)
                .join('\n'),
            }
          : {
              uid: `${task.id}@${UID_DOMAIN}`,
              start: task.start,
              end: task.end,
              summary: `${kindOf(task)} · ${task.title}`,
              location: task.location,
            },
      );

  const exportWeek = () => {
    const events = eventsOf((week.data ?? []).flatMap((d) => d.tasks));
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
      <AsyncView {...fromQuery(week)} isEmpty={false}>
        {(days) => {
          const flight = days.reduce((sum, d) => sum + d.flightMinutes, 0);
          const duty = days.reduce((sum, d) => sum + d.dutyMinutes, 0);
          const sectors = days.reduce((sum, d) => sum + d.flights.length, 0);
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
                  <li
                    key={d.date}
                    className={`${ui.item} ${d.date === today ? styles.today : ''}`}
                    aria-label={d.date}
                  >
                    <div className={ui.itemHead}>
                      <h3 className={ui.itemTitle}>
                        {d.date} {dayjs(d.date).format('ddd')}
                      </h3>
                      <span className={ui.itemMeta}>
                        {d.flights.length > 0
                          ? `${t('week.flight')} ${duration(d.flightMinutes)} · ${t('week.duty')} ${duration(d.dutyMinutes)}`
                          : d.tasks.length === 0
                            ? t('week.none')
                            : kindOf(d.tasks[0]!)}
                      </span>
                    </div>
                    {d.tasks
                      .filter((task) => task.kind !== 'rest')
                      .map((task) => (
                        <p key={task.id} className={ui.itemMeta}>
                          {task.kind === 'flight' ? (
                            <>
                              {task.flightNo} {task.from}–{task.to} · {clockRange(task)} · {task.duty}
                              {isCancelled(task) && (
                                <>
                                  {' '}
                                  <Tag tone="neutral">{t('week.cancelled')}</Tag>
                                </>
                              )}
                            </>
                          ) : (
                            `${task.title} · ${clockRange(task)} · ${task.location}`
                          )}
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
