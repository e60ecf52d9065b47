import { useTranslation } from 'react-i18next';
import type { MissionCount } from '@/api/schema/prepare';
import '../i18n';
import styles from './MissionFigures.module.css';

/**
 * The user's mission counts (GetFlightMissionCount): today, tomorrow and still to prepare, as the home
 * page's missions card and the preparation's task list both show them. Always laid out, with a dash
 * until the figures arrive, so nothing below moves when they do.
 */
export function MissionFigures({
  figures,
  className,
}: {
  figures: MissionCount | undefined;
  className?: string;
}) {
  const { t } = useTranslation('components');
  return (
    <dl
      className={className ? `${styles.figures} ${className}` : styles.figures}
      aria-label={t('missionFigures.label')}
    >
      <div>
        <dt>{t('missionFigures.today')}</dt>
        <dd>{figures?.today ?? '–'}</dd>
      </div>
      <div>
        <dt>{t('missionFigures.tomorrow')}</dt>
        <dd>{figures?.tomorrow ?? '–'}</dd>
      </div>
      <div>
        <dt>{t('missionFigures.unprepared')}</dt>
        <dd className={figures && figures.unprepared > 0 ? styles.attention : undefined}>
          {figures?.unprepared ?? '–'}
        </dd>
      </div>
    </dl>
  );
}
