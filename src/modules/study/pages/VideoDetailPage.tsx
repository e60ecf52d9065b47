import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TrainingVideo, VideoTraining } from '@/api/schema/compinfo';
import { useCachedRequest } from '@/api/useCachedRequest';
import { AsyncView } from '@/components/AsyncView';
import { useFormatDuration } from '@/lib/useDuration';
import { paths } from '@/lib/paths';
import { safeUrl } from '@/lib/safeUrl';
import { Page } from '@/shell/Page';
import { getVideoTraining } from '../api';
import { playedMostOf, readShelf, saveVideoMark, useShelf } from '../lib/local';
import { clock } from '../lib/time';
import { VideoStatusText } from '../components/VideoStatusText';
import styles from '../components/study.module.css';

/** How often the position is written while playing, in seconds of video. */
const SAVE_EVERY = 5;
/** The longest step between two clock updates of a playing video (they come about 4 times a second). */
const MAX_TICK = 2;

/**
 * HLS streams play natively on phones (Safari, Chrome for Android) but not in every desktop browser;
 * where they cannot play the player says so instead of asking for a file it cannot use.
 */
function canPlay(url: string): boolean {
  if (!/\.m3u8($|\?)/i.test(url)) return true;
  try {
    return document.createElement('video').canPlayType('application/vnd.apple.mpegurl') !== '';
  } catch {
    return false;
  }
}

/** One training video: a real player that remembers where the user stopped and offers to resume. */
export default function VideoDetailPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const training = useCachedRequest('study.videos', (signal) => getVideoTraining({}, signal));
  const video = training.data?.videos.find((v) => v.videoId === id);
  return (
    <Page header={{ left: ['back'], right: ['home'], ...(video ? { title: video.title } : {}) }}>
      <div className={styles.content}>
        <AsyncView
          data={training.data === undefined ? undefined : (video ?? null)}
          loading={training.loading}
          error={training.error}
          onRetry={() => void training.reload()}
        >
          {(found: TrainingVideo) => (
            <VideoView key={found.videoId} video={found} training={training.data!} />
          )}
        </AsyncView>
      </div>
    </Page>
  );
}

function VideoView({ video, training }: { video: TrainingVideo; training: VideoTraining }) {
  const { t } = useTranslation('study');
  const duration = useFormatDuration();
  const marks = useShelf('videos');
  const mark = marks[video.videoId];
  const playerRef = useRef<HTMLVideoElement>(null);
  // Where to start once the file is ready: null until the user answered the resume offer.
  const [startAt, setStartAt] = useState<number | null>(() => {
    const kept = readShelf('videos')[video.videoId];
    return kept && !kept.completed && kept.position > 5 ? null : 0;
  });
  // An address that fails the check (lib/safeUrl) is neither played nor linked.
  const url = safeUrl(video.url);
  const [playable] = useState(() => url !== null && canPlay(url));
  const [failed, setFailed] = useState(!playable);
  const lastSaved = useRef(mark?.position ?? 0);
  // Seconds played: each step of the clock while playing counts, a seek (a jump) does not.
  const watched = useRef(mark?.watched ?? 0);
  const lastTick = useRef<number | null>(null);
  const course = training.courses.find((c) => c.courseId === video.courseId);
  const lessons = course ? training.videos.filter((v) => course.videoIds.includes(v.videoId)) : [];
  const length = () => {
    const d = playerRef.current?.duration;
    return d && Number.isFinite(d) ? d : video.duration;
  };
  const save = (position: number, finished = false) => {
    lastSaved.current = position;
    saveVideoMark(video.videoId, position, length(), watched.current, finished);
  };

  const seek = (position: number) => {
    const player = playerRef.current;
    if (player && player.readyState >= 1) player.currentTime = position;
  };
  useEffect(() => {
    if (startAt !== null) seek(startAt);
  }, [startAt]);

  const choose = (position: number) => {
    setStartAt(position);
    // Starting over forgets the place; with nothing played there is nothing to forget.
    if (position === 0 && mark) save(0);
  };

  return (
    <>
      <section className={styles.card} aria-labelledby="video-title">
        <h2 id="video-title" className={styles.heading}>
          {video.title}
        </h2>
        {startAt === null && mark && (
          <div
            className={styles.videoDetail_resume}
            role="group"
            aria-label={t('video.resumeOffer', { time: clock(mark.position) })}
          >
            <p>{t('video.resumeOffer', { time: clock(mark.position) })}</p>
            <div className={styles.actions}>
              <button type="button" className={styles.button} onClick={() => choose(mark.position)}>
                {t('video.resume', { time: clock(mark.position) })}
              </button>
              <button type="button" className={styles.buttonOutline} onClick={() => choose(0)}>
                {t('video.startOver')}
              </button>
            </div>
          </div>
        )}
        <div className={styles.videoDetail_frame}>
          <video
            ref={playerRef}
            className={styles.videoDetail_player}
            src={playable ? (url ?? undefined) : undefined}
            poster={safeUrl(video.poster) ?? undefined}
            controls
            playsInline
            // Nothing is fetched before the user presses play: crew are often on mobile data.
            preload="none"
            aria-label={video.title}
            onLoadedMetadata={() => {
              setFailed(false);
              if (startAt) seek(startAt);
            }}
            onTimeUpdate={(event) => {
              const position = event.currentTarget.currentTime;
              const step = lastTick.current === null ? 0 : position - lastTick.current;
              if (step > 0 && step <= MAX_TICK) watched.current += step;
              lastTick.current = position;
              if (Math.abs(position - lastSaved.current) >= SAVE_EVERY) save(position);
            }}
            onSeeking={() => {
              lastTick.current = null;
            }}
            onPause={(event) => save(event.currentTarget.currentTime)}
            onEnded={() => save(length(), true)}
            onError={() => setFailed(true)}
          />
          {failed && (
            <div className={styles.videoDetail_error} role="alert">
              <p>
                {!url
                  ? t('linkUnavailable', { ns: 'common' })
                  : playable
                    ? t('video.failed')
                    : t('video.unsupported')}
              </p>
              {mark && !mark.completed && mark.position > 0 && (
                <p>{t('video.placeKept', { time: clock(mark.position) })}</p>
              )}
              {!url ? null : playable ? (
                <button
                  type="button"
                  className={styles.buttonOutline}
                  onClick={() => {
                    setFailed(false);
                    playerRef.current?.load();
                  }}
                >
                  {t('retry', { ns: 'common' })}
                </button>
              ) : (
                <a className={styles.buttonOutline} href={url} target="_blank" rel="noreferrer">
                  {t('video.openStream')}
                </a>
              )}
            </div>
          )}
        </div>
        <p className={styles.muted}>
          {video.category} · {duration(Math.round(video.duration / 60))} · {video.publishDate} ·{' '}
          {t('video.views', { count: video.views })}
        </p>
        <p className={styles.hint}>{video.description}</p>
        <p className={styles.muted} aria-live="polite">
          <VideoStatusText mark={mark} />
        </p>
        {!mark?.completed &&
          (playedMostOf(mark?.watched ?? 0, length()) ? (
            <div className={styles.actions}>
              <button
                type="button"
                className={styles.buttonOutline}
                onClick={() => save(playerRef.current?.currentTime ?? mark?.position ?? 0, true)}
              >
                {t('video.markWatched')}
              </button>
            </div>
          ) : (
            <p className={styles.muted}>{t('video.watchFirst')}</p>
          ))}
      </section>
      {course && (
        <section className={styles.card} aria-labelledby="video-course">
          <h2 id="video-course" className={styles.heading}>
            <Link to={paths.study.courseDetail(course.courseId)}>{course.title}</Link>
          </h2>
          <ol className={styles.list}>
            {lessons.map((lesson) => (
              <li key={lesson.videoId}>
                <Link
                  className={styles.row}
                  to={paths.study.videoDetail({ id: lesson.videoId })}
                  replace
                  aria-current={lesson.videoId === video.videoId ? 'page' : undefined}
                >
                  <span className={styles.rowMain}>
                    <span className={styles.rowWrap}>{lesson.title}</span>
                    <span className={styles.rowSub}>
                      <VideoStatusText mark={marks[lesson.videoId]} />
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ol>
        </section>
      )}
    </>
  );
}
