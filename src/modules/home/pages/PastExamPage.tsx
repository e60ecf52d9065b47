import { useTranslation } from 'react-i18next';
import { useFormatDuration } from '@/i18n/useDuration';
import { formatDate } from '@/lib/dates';
import { Page } from '@/shell/Page';
import { examRecordPagesQuery } from '@/api/flightdata';
import { PAGE_SIZE, usePagedList } from '../usePagedList';
import { PagedListView } from '../components/PagedListView';
import { Tag } from '@/components/Tag';
import listStyles from './ListPage.module.css';
import styles from './PastExamPage.module.css';

/** Past exams with their result (passed or failed), score and date, newest first. */
export default function PastExamPage() {
  const { t } = useTranslation('home');
  const formatDuration = useFormatDuration();
  // Newest first, as the server sends them.
  const records = usePagedList(examRecordPagesQuery(PAGE_SIZE));

  return (
    <Page header={{ title: t('screens.pastExam'), left: ['back'], right: ['home'] }}>
      <PagedListView list={records} emptyText={t('pastExam.empty')}>
        {(page) => (
          <>
            <p className={listStyles.caption}>{t('pastExam.summary', { count: page.total })}</p>
            <ul className={styles.list} aria-label={t('screens.pastExam')}>
              {page.items.map((record) => (
                <li key={record.id} className={styles.item}>
                  <div className={styles.head}>
                    <h2 className={styles.title}>{record.title}</h2>
                    <Tag tone={record.passed ? 'success' : 'danger'}>
                      {record.passed ? t('pastExam.passed') : t('pastExam.failed')}
                    </Tag>
                  </div>
                  <dl className={styles.facts}>
                    <div>
                      <dt>{t('pastExam.date')}</dt>
                      <dd>{formatDate(record.examTime)}</dd>
                    </div>
                    <div>
                      <dt>{t('pastExam.score')}</dt>
                      <dd className={record.passed ? styles.pass : styles.fail}>{record.score}</dd>
                    </div>
                    <div>
                      <dt>{t('pastExam.correct')}</dt>
                      <dd>{t('pastExam.correctOf', { correct: record.correct, total: record.total })}</dd>
                    </div>
                    <div>
                      <dt>{t('pastExam.duration')}</dt>
                      <dd>{formatDuration(Math.round(record.duration / 60))}</dd>
                    </div>
                  </dl>
                </li>
              ))}
            </ul>
          </>
        )}
      </PagedListView>
    </Page>
  );
}
