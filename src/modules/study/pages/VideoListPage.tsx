import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { videoTrainingQuery } from '@/api/compinfo';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { useFormatDuration } from '@/i18n/useDuration';
import { paths } from '@/lib/paths';
import { Page } from '@/shell/Page';
import { useAddressFilters } from '@/shell/useAddressFilters';
import { SearchBox } from '../components/SearchBox';
import { useRemembered } from '../lib/useRemembered';
import { useShelf } from '../lib/local';
import { VideoStatusText } from '../components/VideoStatusText';
import styles from '../components/study.module.css';
import { blankTileOnError } from '@/lib/thumbnail';

const FILTERS = { cat: '' };

/** Training videos by category, each with where the user stopped. */
export default function VideoListPage() {
  const { t } = useTranslation('study');
  const duration = useFormatDuration();
  const [{ cat: category }, change] = useAddressFilters(FILTERS);
  const [keyword, setKeyword] = useRemembered('videos');
  const training = useQuery(videoTrainingQuery({}));
  const marks = useShelf('videos');
  const categories = [...new Set((training.data?.videos ?? []).map((v) => v.category))];
  const k = keyword.trim().toUpperCase();
  const shown = (training.data?.videos ?? []).filter(
    (v) =>
      (!category || v.category === category) &&
      (!k || `${v.title} ${v.description}`.toUpperCase().includes(k)),
  );
  return (
    <Page header={{ left: ['back'], right: ['home'] }}>
      <div className={styles.content}>
        <SearchBox
          label={t('video.search')}
          placeholder={t('video.searchPlaceholder')}
          value={keyword}
          onChange={setKeyword}
        />
        {categories.length > 1 && (
          <ul className={styles.chips} aria-label={t('video.category')}>
            <li>
              <button
                type="button"
                className={styles.chip}
                aria-pressed={!category}
                onClick={() => change({ cat: '' })}
              >
                {t('common.all')}
              </button>
            </li>
            {categories.map((name) => (
              <li key={name}>
                <button
                  type="button"
                  className={styles.chip}
                  aria-pressed={category === name}
                  onClick={() => change({ cat: name })}
                >
                  {name}
                </button>
              </li>
            ))}
          </ul>
        )}
        <AsyncView {...fromQuery(training)} data={training.data === undefined ? undefined : shown}>
          {(list) => (
            <ul className={styles.list} aria-label={t('video.list', { count: list.length })}>
              {list.map((video) => {
                const mark = marks[video.videoId];
                return (
                  <li key={video.videoId}>
                    <Link className={styles.row} to={paths.study.videoDetail({ id: video.videoId })}>
                      <img
                        className={styles.videoList_poster}
                        src={video.poster}
                        alt=""
                        width={96}
                        height={54}
                        onError={blankTileOnError}
                      />
                      <span className={styles.rowMain}>
                        <span className={styles.rowWrap}>{video.title}</span>
                        <span className={styles.rowSub}>
                          {video.category} · {duration(Math.round(video.duration / 60))}
                        </span>
                        <span className={styles.rowSub}>
                          <VideoStatusText mark={mark} />
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
