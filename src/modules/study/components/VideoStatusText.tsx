import { useTranslation } from 'react-i18next';
import { videoStatus, type VideoMark } from '../lib/local';
import { clock } from '../lib/time';

/** A video's status in words: watched, "stopped at 12:30", or not watched (nothing played yet). */
export function VideoStatusText({ mark }: { mark: VideoMark | undefined }) {
  const { t } = useTranslation('study');
  const status = videoStatus(mark);
  if (status === 'completed') return <>{t('video.completed')}</>;
  if (status === 'stopped') return <>{t('video.stoppedAt', { time: clock(mark!.position) })}</>;
  return <>{t('video.notStarted')}</>;
}
