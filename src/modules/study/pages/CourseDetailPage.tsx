import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { VideoTraining } from '@/api/schema/compinfo';
import { useCachedRequest } from '@/api/useCachedRequest';
import { AsyncView } from '@/components/AsyncView';
import { useFormatDuration } from '@/lib/useDuration';
import { paths } from '@/lib/paths';
import { Page } from '@/shell/Page';
import { getVideoTraining } from '../api';
import { CourseStateBadge } from '../components/CourseStateBadge';
import { courseState, useShelf } from '../lib/local';
import { VideoStatusText } from '../components/VideoStatusText';
import styles from '../components/study.module.css';

/** One course: what it covers, its lessons and how far the user got in each. */
export default function CourseDetailPage() {
  const { t } = useTranslation('study');
  const duration = useFormatDuration();
  const id = useParams().id ?? '';
  const training = useCachedRequest(`study.course#${id}`, (signal) =>
    getVideoTraining({ courseId: id }, signal),
  );
  const marks = useShelf('videos');
  const course = training.data?.courses.find((c) => c.courseId === id);
  return (
    <Page header={{ left: ['back'], right: ['home'], ...(course ? { title: course.title } : {}) }}>
      <div className={styles.content}>
        <AsyncView
          data={training.data === undefined ? undefined : course ? training.data : null}
          loading={training.loading}
          error={training.error}
          onRetry={() => void training.reload()}
        >
          {(data: VideoTraining) => {
            const c = data.courses.find((x) => x.courseId === id)!;
            const lessons = c.videoIds.flatMap((vid) => data.videos.find((v) => v.videoId === vid) ?? []);
            const done = lessons.filter((v) => marks[v.videoId]?.completed).length;
            const next = lessons.find((v) => !marks[v.videoId]?.completed);
            return (
              <>
                <section className={styles.card} aria-labelledby="course-head">
                  <h2 id="course-head" className={styles.heading}>
                    <span>{c.title}</span>
                    <CourseStateBadge state={courseState(c.videoIds, marks)} />
                  </h2>
                  <p className={styles.muted}>
                    {c.category} · {c.teacher} · {t('course.hours', { count: c.hours })}
                  </p>
                  <p className={styles.hint}>{c.description}</p>
                  <label className={styles.label}>
                    {t('course.lessonsDone', { done, count: lessons.length })}
                    <progress className={styles.progressBar} max={lessons.length} value={done} />
                  </label>
                  {next && (
                    <div className={styles.actions}>
                      <Link className={styles.button} to={paths.study.videoDetail({ id: next.videoId })}>
                        {done === 0 && !marks[next.videoId] ? t('course.start') : t('course.continue')}
                      </Link>
                    </div>
                  )}
                </section>
                <section className={styles.card} aria-labelledby="course-lessons">
                  <h2 id="course-lessons" className={styles.heading}>
                    {t('course.lessons')}
                  </h2>
                  <ol className={styles.list}>
                    {lessons.map((lesson, i) => {
                      const mark = marks[lesson.videoId];
                      return (
                        <li key={lesson.videoId}>
                          <Link className={styles.row} to={paths.study.videoDetail({ id: lesson.videoId })}>
                            <span className={styles.rowMain}>
                              <span className={styles.rowWrap}>
                                {i + 1}. {lesson.title}
                              </span>
                              <span className={styles.rowSub}>
                                {duration(Math.round(lesson.duration / 60))} · <VideoStatusText mark={mark} />
                              </span>
                            </span>
                          </Link>
                        </li>
                      );
                    })}
                  </ol>
                </section>
              </>
            );
          }}
        </AsyncView>
      </div>
    </Page>
  );
}
