import { useTranslation } from 'react-i18next';
import type { SimulatorSession } from '@/api/schema/compinfo';
import { useQuery } from '@tanstack/react-query';
import { simulatorScheduleQuery } from '@/api/compinfo';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { PullRefresh } from '@/components/PullRefresh';
import dayjs from '@/i18n/dayjs';
import { beijingDay } from '@/lib/beijing';
import { Page } from '@/shell/Page';
import { useAddressFilters } from '@/shell/useAddressFilters';
import { Segmented } from '@/components/Segmented';
import styles from './SimulatorSchedulePage.module.css';

const STATE_CLASS = ['todo', 'doing', 'done'] as const;
const FILTERS = { mine: '' };

/** Sessions grouped by day, in date and time order. */
function byDay(sessions: SimulatorSession[]): Array<[string, SimulatorSession[]]> {
  const days = new Map<string, SimulatorSession[]>();
  const sorted = [...sessions].sort((a, b) =>
    `${a.date} ${a.startTime}`.localeCompare(`${b.date} ${b.startTime}`),
  );
  for (const session of sorted) days.set(session.date, [...(days.get(session.date) ?? []), session]);
  return [...days.entries()];
}

/** The simulator schedule: every session of the coming four weeks, or only the user's own. */
export default function SimulatorSchedulePage() {
  const { t } = useTranslation('study');
  const [filters, change] = useAddressFilters(FILTERS);
  const mine = filters.mine === '1';
  const today = beijingDay();
  // What is coming is what crew plan around: from today, four weeks ahead.
  const until = beijingDay(28);
  const schedule = useQuery(simulatorScheduleQuery({ mine, startDate: today, endDate: until }));

  return (
    <Page header={{ title: t('screens.schedule'), left: ['back'], right: ['home'] }}>
      <Segmented
        className={styles.filter}
        label={t('schedule.filter')}
        value={mine}
        onChange={(value) => change({ mine: value ? '1' : '' })}
        options={[
          { value: false, label: t('schedule.all') },
          { value: true, label: t('schedule.mine') },
        ]}
      />
      <PullRefresh onRefresh={() => schedule.refetch()}>
        <AsyncView
          {...fromQuery(schedule)}
          isEmpty={(sessions) => sessions.length === 0}
          emptyText={mine ? t('schedule.emptyMine') : t('schedule.empty')}
        >
          {(sessions) =>
            byDay(sessions).map(([date, day]) => (
              <section key={date} className={styles.day} aria-labelledby={`sim-${date}`}>
                <h2 id={`sim-${date}`} className={styles.date}>
                  {dayjs(date).format(t('schedule.dayFormat'))}
                  {date === today && <span className={styles.today}>{t('schedule.today')}</span>}
                </h2>
                <ul className={styles.list}>
                  {day.map((session) => (
                    <li
                      key={session.scheduleId}
                      className={`${styles.item} ${session.mine ? styles.mineItem : ''}`}
                    >
                      <div className={styles.head}>
                        <strong className={styles.time}>
                          {session.startTime}–{session.endTime}
                        </strong>
                        <span className={`${styles.state} ${styles[STATE_CLASS[session.state]]}`}>
                          {t(`schedule.state.${session.state}`)}
                        </span>
                      </div>
                      <p className={styles.type}>{session.trainingType}</p>
                      <dl className={styles.facts}>
                        <div>
                          <dt>{t('schedule.device')}</dt>
                          <dd>{session.device}</dd>
                        </div>
                        <div>
                          <dt>{t('schedule.location')}</dt>
                          <dd>{session.location}</dd>
                        </div>
                        <div>
                          <dt>{t('schedule.instructor')}</dt>
                          <dd>{session.instructor}</dd>
                        </div>
                        <div>
                          <dt>{t('schedule.crew')}</dt>
                          <dd>{session.crew.join('、')}</dd>
                        </div>
                      </dl>
                      {session.mine && <p className={styles.mineNote}>{t('schedule.youTakePart')}</p>}
                    </li>
                  ))}
                </ul>
              </section>
            ))
          }
        </AsyncView>
      </PullRefresh>
    </Page>
  );
}
