import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs from '@/i18n/dayjs';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { Icon, type IconName } from '@/components/Icon';
import { PullRefresh } from '@/components/PullRefresh';
import { useQuery } from '@tanstack/react-query';
import { scheduleQuery } from '@/api/flightdata';
import type { Progress, Task, TaskKind } from '@/api/schema/flightdata';
import { paths } from '@/lib/paths';
import { Page } from '@/shell/Page';
import { useAddressFilters } from '@/shell/useAddressFilters';
import { useMayOpen } from '@/shell/guards';
import { beijingDay } from '@/lib/beijing';
import { airportClock, PROGRESS_TONE } from '../status';
import { Tag } from '@/components/Tag';
import { LinkList, LinkRow } from '../components/LinkRow';
import { weekDates, weekStartOf } from '@/lib/week';
import { WeekStrip } from '../components/WeekStrip';
import listStyles from './ListPage.module.css';
import styles from './TaskPage.module.css';

const KIND_ICON: Record<TaskKind, IconName> = {
  flight: 'plane',
  standby: 'clock',
  training: 'book',
  simulator: 'settings',
  exam: 'exam',
  rest: 'heart',
};
const PROGRESSES: Progress[] = [0, 1, 2];

/** Where a task leads: a flight to its dynamics, a simulator session to the simulator schedule. */
function taskLink(task: Task): string | null {
  if (task.kind === 'flight' && task.flightId) return paths.dynamics.details({ flightId: task.flightId });
  if (task.kind === 'simulator') return paths.study.schedule;
  return null;
}

const FILTERS = { week: '' };

/**
 * The week's tasks and roster (schedulepartial), each with its progress. The shown week is in the URL
 * (?week=, its first day) so it survives a reload and can be shared.
 */
export default function TaskPage() {
  const { t } = useTranslation('home');
  const [{ week: requested }, change] = useAddressFilters(FILTERS);
  const today = beijingDay();
  const weekStart =
    /^\d{4}-\d{2}-\d{2}$/.test(requested) && dayjs(requested).isValid()
      ? weekStartOf(requested)
      : weekStartOf(today);
  const days = weekDates(weekStart);
  const weekEnd = days[6] ?? weekStart;

  const schedule = useQuery(scheduleQuery({ startDate: weekStart, endDate: weekEnd }));
  const tasks = schedule.data?.tasks;

  const byDay = useMemo(() => {
    const groups = new Map<string, Task[]>();
    for (const task of tasks ?? []) groups.set(task.date, [...(groups.get(task.date) ?? []), task]);
    for (const list of groups.values()) list.sort((a, b) => a.start.localeCompare(b.start));
    return groups;
  }, [tasks]);
  const busyDays = useMemo(() => new Set(byDay.keys()), [byDay]);

  const changeWeek = (start: string) => change({ week: start === weekStartOf(today) ? '' : start });

  return (
    <Page header={{ title: t('screens.task'), left: ['back'], right: ['home'] }}>
      <WeekStrip weekStart={weekStart} onChange={changeWeek} today={today} busyDays={busyDays} />
      <PullRefresh onRefresh={() => schedule.refetch()}>
        <AsyncView {...fromQuery(schedule)} data={tasks} emptyText={t('task.empty')}>
          {(list) => (
            <>
              <ul className={styles.summary} aria-label={t('task.summaryLabel')}>
                {PROGRESSES.map((progress) => (
                  <li key={progress}>
                    <strong>{list.filter((task) => task.progress === progress).length}</strong>
                    <span>{t(`progress.${progress}`)}</span>
                  </li>
                ))}
              </ul>
              {days
                .filter((day) => byDay.has(day))
                .map((day) => (
                  <section key={day} aria-labelledby={`task-day-${day}`}>
                    <h2 id={`task-day-${day}`} className={listStyles.group}>
                      {t('task.dayTitle', { date: day, weekday: t(`week.days.${dayjs(day).day()}`) })}
                      {day === today && <span className={styles.today}>{t('task.today')}</span>}
                    </h2>
                    <LinkList>
                      {(byDay.get(day) ?? []).map((task) => (
                        <TaskItem key={task.id} task={task} />
                      ))}
                    </LinkList>
                  </section>
                ))}
            </>
          )}
        </AsyncView>
      </PullRefresh>
    </Page>
  );
}

function TaskItem({ task }: { task: Task }) {
  const { t } = useTranslation('home');
  const mayOpen = useMayOpen();
  const link = taskLink(task);
  return (
    <LinkRow
      to={link && mayOpen(link) ? link : undefined}
      leading={
        <span className={styles.icon}>
          <Icon name={KIND_ICON[task.kind]} size={44} />
        </span>
      }
      title={
        <>
          <span className={styles.kind}>{t(`task.kind.${task.kind}`)}</span>
          {/* A rest day's title only repeats its kind (and in Chinese, whatever the language). */}
          {task.kind !== 'rest' && task.title}
        </>
      }
      meta={
        <>
          {t('task.time', { start: airportClock(task.start), end: airportClock(task.end) })}
          {task.location && ` · ${task.location}`}
          {task.duty && ` · ${task.duty}`}
        </>
      }
      aside={<Tag tone={PROGRESS_TONE[task.progress]}>{t(`progress.${task.progress}`)}</Tag>}
    />
  );
}
