import { useTranslation } from 'react-i18next';
import { Tag } from '@/components/Tag';
import type { Schedule, Task } from '@/api/schema/flightdata';
import { useQuery } from '@tanstack/react-query';
import { scheduleQuery } from '@/api/flightdata';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import dayjs from '@/i18n/dayjs';
import { beijingDay, beijingTimeOf } from '@/lib/beijing';
import { Page } from '@/shell/Page';
import { useMissionId } from '../mission';
import { ReadingSection } from '../components/ReadingSection';
import styles from '../components/ReadingCard.module.css';

const DAYS = 14;
const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/**
 * The user's duties of the next two weeks, day by day, on Beijing's clock as the roster and the week's
 * flying time show them (a crew member abroad sees the same times as at base); the flight being
 * prepared is marked.
 */
export default function SchedulingPage() {
  const { t } = useTranslation('prepare');
  const missionId = useMissionId();
  const startDate = beijingDay();
  const endDate = beijingDay(DAYS - 1);
  const schedule = useQuery(scheduleQuery({ startDate, endDate }));
  return (
    <Page header={{ left: ['back'], right: ['home'] }}>
      <div className={styles.content}>
        <p className={styles.muted}>{t('reading.schedule.range', { start: startDate, end: endDate })}</p>
        <AsyncView
          {...fromQuery(schedule)}
          isEmpty={(data: Schedule) => data.tasks.length === 0}
          emptyTitle={false}
          emptyText={t('reading.schedule.none')}
        >
          {(data: Schedule) => {
            const days = new Map<string, Task[]>();
            for (const task of data.tasks) days.set(task.date, [...(days.get(task.date) ?? []), task]);
            return [...days.entries()].map(([date, tasks]) => (
              <ReadingSection
                key={date}
                title={`${date} ${t(`reading.schedule.weekday.${WEEKDAYS[dayjs(date).day()] ?? 'sun'}`)}`}
              >
                <ul className={styles.list} aria-label={date}>
                  {tasks.map((task) => (
                    <li key={task.id} className={styles.item}>
                      <div className={styles.itemHead}>
                        <p className={styles.itemTitle}>{task.title}</p>
                        <Tag
                          tone={task.flightId && task.flightId === missionId ? 'danger' : 'success'}
                          variant="soft"
                        >
                          {task.flightId && task.flightId === missionId
                            ? t('reading.schedule.thisMission')
                            : t(`reading.schedule.kind.${task.kind}`)}
                        </Tag>
                      </div>
                      <p className={styles.muted}>
                        {beijingTimeOf(task.start)}–{beijingTimeOf(task.end)} · {task.location}
                        {task.duty ? ` · ${task.duty}` : ''}
                      </p>
                    </li>
                  ))}
                </ul>
              </ReadingSection>
            ));
          }}
        </AsyncView>
      </div>
    </Page>
  );
}
