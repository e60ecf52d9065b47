import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useCachedRequest } from '@/api/useCachedRequest';
import { ErrorState } from '@/components/ErrorState';
import { Icon, type IconName } from '@/components/Icon';
import { beijingDay } from '@/lib/beijing';
import { paths } from '@/lib/paths';
import { Page } from '@/shell/Page';
import { useMayOpen } from '@/shell/guards';
import { getAllExams, getDocsToUser } from '../api';
import { useShelf, type Favourite } from '../lib/local';
import styles from '../components/study.module.css';
import { badgeCount } from '@/lib/badgeCount';

type EntryKey =
  | 'aircraft'
  | 'airport'
  | 'airRoute'
  | 'airlineTrait'
  | 'weather'
  | 'flightChange'
  | 'flightTime'
  | 'publicDocument'
  | 'video'
  | 'course'
  | 'exam'
  | 'practice'
  | 'questionBank'
  | 'preview'
  | 'examDetail'
  | 'schedule';
interface Entry {
  key: EntryKey;
  to: string;
  icon: IconName;
}

const GROUPS: Array<{ key: 'reference' | 'media' | 'exams'; entries: Entry[] }> = [
  {
    key: 'reference',
    entries: [
      { key: 'aircraft', to: paths.study.aircraft, icon: 'plane' },
      { key: 'airport', to: paths.study.airport(), icon: 'location' },
      { key: 'airRoute', to: paths.study.airRoute(), icon: 'map' },
      { key: 'airlineTrait', to: paths.study.airlineTrait(), icon: 'warning' },
      { key: 'weather', to: paths.study.weather(), icon: 'weather' },
      { key: 'flightChange', to: paths.study.flightChange, icon: 'swap' },
      { key: 'flightTime', to: paths.study.flightTime, icon: 'clock' },
    ],
  },
  {
    key: 'media',
    entries: [
      { key: 'publicDocument', to: paths.study.publicDocument(), icon: 'document' },
      { key: 'video', to: paths.study.video, icon: 'video' },
      { key: 'course', to: paths.study.course, icon: 'book' },
    ],
  },
  {
    key: 'exams',
    entries: [
      { key: 'exam', to: paths.study.exam, icon: 'exam' },
      { key: 'practice', to: paths.study.testTypeSelector, icon: 'edit' },
      { key: 'questionBank', to: paths.study.questionBank(), icon: 'book' },
      { key: 'preview', to: paths.study.preview(), icon: 'eye' },
      { key: 'examDetail', to: paths.study.examDetail, icon: 'check' },
      { key: 'schedule', to: paths.study.schedule, icon: 'calendar' },
    ],
  },
];

function favouriteLink(f: Favourite): string {
  switch (f.kind) {
    case 'aircraft':
      return paths.study.aircraftDetail(f.id);
    case 'airport':
      return paths.study.airport({ code: f.id });
    case 'route':
      return paths.study.airRoute({ routeId: f.id });
    case 'document':
      return paths.study.publicDocument({ doc: f.id });
  }
}

/**
 * The study home: favourites, every feature grouped the way crew think (with counts of what is new on
 * its entries), then what is new for the user.
 */
export default function StudyHomePage() {
  const { t } = useTranslation('study');
  const mayOpen = useMayOpen();
  const docs = useCachedRequest('study.docsToUser', (signal) => getDocsToUser(signal), { revalidate: true });
  const exams = useCachedRequest('study.exams', (signal) => getAllExams(signal), { revalidate: true });
  const read = useShelf('readDocs');
  const favourites = useShelf('favourites');
  const today = beijingDay();
  const unread = (docs.data ?? []).filter((d) => !read.includes(d.docId));
  const due = (exams.data ?? []).filter((e) => !e.passed && e.startDate <= today && e.endDate >= today);
  /** Counts on the menu entries they concern (a badge takes no room: nothing moves when it appears). */
  const badges: Partial<Record<EntryKey, { count: number; words: string }>> = {};
  if (unread.length > 0)
    badges.publicDocument = {
      count: unread.length,
      words: t('home.badges.unread', { count: unread.length }),
    };
  if (due.length > 0)
    badges.exam = { count: due.length, words: t('home.badges.open', { count: due.length }) };

  return (
    <Page header={{ left: ['back'], right: ['home'] }}>
      <div className={styles.content}>
        {/* What is new comes from two reads; the menu stays usable when they fail, the failure is said. */}
        {(docs.error || exams.error) && (
          <ErrorState
            error={docs.error ?? exams.error}
            onRetry={() => {
              if (docs.error) void docs.reload();
              if (exams.error) void exams.reload();
            }}
          />
        )}
        {favourites.length > 0 && (
          <section className={styles.card} aria-labelledby="study-fav">
            <h2 id="study-fav" className={styles.heading}>
              {t('home.favourites')}
            </h2>
            <ul className={styles.chips}>
              {favourites.map((f) => (
                <li key={`${f.kind}-${f.id}`}>
                  <Link className={styles.studyHome_favourite} to={favouriteLink(f)}>
                    <Icon name="star" size={32} />
                    <span>
                      {t(`favourite.kinds.${f.kind}`)} · {f.label}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        {GROUPS.map((group) => (
          <nav key={group.key} className={styles.card} aria-labelledby={`study-${group.key}`}>
            <h2 id={`study-${group.key}`} className={styles.heading}>
              {t(`home.groups.${group.key}`)}
            </h2>
            <ul className={styles.studyHome_grid}>
              {group.entries
                .filter((entry) => mayOpen(entry.to))
                .map((entry) => {
                  const badge = badges[entry.key];
                  const label = t(`home.entries.${entry.key}`);
                  return (
                    <li key={entry.key}>
                      <Link
                        className={styles.studyHome_entry}
                        to={entry.to}
                        aria-label={badge ? `${label}, ${badge.words}` : undefined}
                      >
                        <span className={styles.studyHome_icon}>
                          <Icon name={entry.icon} size={56} />
                          {badge && (
                            <span className={styles.studyHome_badge} aria-hidden="true">
                              {badgeCount(badge.count)}
                            </span>
                          )}
                        </span>
                        <span>{label}</span>
                      </Link>
                    </li>
                  );
                })}
            </ul>
          </nav>
        ))}
        {/* Below the menus: it arrives after the screen has drawn, and above them it would push them down
            under the user's finger. The counts show at once on the entries' badges. */}
        {(unread.length > 0 || due.length > 0) && (
          <section className={styles.card} aria-labelledby="study-new">
            <h2 id="study-new" className={styles.heading}>
              {t('home.new')}
            </h2>
            <ul className={styles.list}>
              {unread.length > 0 && (
                <li>
                  <Link className={styles.row} to={paths.study.publicDocument({ doc: unread[0]!.docId })}>
                    <Icon name="document" size={40} />
                    <span className={styles.rowMain}>
                      <span className={styles.rowTitle}>
                        {t('home.unreadDocs', { count: unread.length })}
                      </span>
                      <span className={styles.rowSub}>{unread[0]!.title}</span>
                    </span>
                  </Link>
                </li>
              )}
              {due.slice(0, 3).map((exam) => (
                <li key={exam.examId}>
                  <Link className={styles.row} to={paths.study.ready({ examId: exam.examId })}>
                    <Icon name="exam" size={40} />
                    <span className={styles.rowMain}>
                      <span className={styles.rowTitle}>{exam.title}</span>
                      <span className={styles.rowSub}>{t('home.examDue', { date: exam.endDate })}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </Page>
  );
}
