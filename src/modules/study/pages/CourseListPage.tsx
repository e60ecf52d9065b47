import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { videoTrainingQuery } from '@/api/compinfo';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { paths } from '@/lib/paths';
import { Page } from '@/shell/Page';
import { CourseStateBadge } from '../components/CourseStateBadge';
import { courseState, useShelf } from '../lib/local';
import styles from '../components/study.module.css';
import { blankTileOnError } from '@/lib/thumbnail';

/** Courses with the user's progress: not started, in progress, completed. */
export default function CourseListPage() {
  const { t } = useTranslation('study');
  const training = useQuery(videoTrainingQuery({}));
  const marks = useShelf('videos');
  return (
    <Page header={{ left: ['back'], right: ['home'] }}>
      <div className={styles.content}>
        <AsyncView {...fromQuery(training)} data={training.data?.courses}>
          {(courses) => (
            <ul className={styles.list} aria-label={t('course.list', { count: courses.length })}>
              {courses.map((course) => {
                const done = course.videoIds.filter((id) => marks[id]?.completed).length;
                return (
                  <li key={course.courseId}>
                    <Link className={styles.row} to={paths.study.courseDetail(course.courseId)}>
                      <img
                        className={styles.videoList_poster}
                        src={course.poster}
                        alt=""
                        width={96}
                        height={54}
                        onError={blankTileOnError}
                      />
                      <span className={styles.rowMain}>
                        <span className={styles.rowWrap}>{course.title}</span>
                        <span className={styles.rowSub}>
                          {course.category} · {course.teacher}
                        </span>
                        <span className={styles.rowSub}>
                          <CourseStateBadge state={courseState(course.videoIds, marks)} />{' '}
                          {t('course.lessonsDone', { done, count: course.videoIds.length })}
                        </span>
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          )}
        </AsyncView>
      </div>
    </Page>
  );
}
