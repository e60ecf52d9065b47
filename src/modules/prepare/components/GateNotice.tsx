import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { REFUSAL } from '@/api/schema/codes';
import { refusalText } from '@/api/refusals';
import { paths } from '@/lib/paths';
import { missionLink } from '../mission';
import { Contacts } from './Contacts';
import styles from './flow.module.css';

/**
 * Why this part of the preparation cannot be done now, in the user's language, with the way out: the
 * notices to read; on a "not fit" suspension, whom to call and the declaration; once closed, the task
 * list. `code` is the backend's business code (the gate answered with the steps, or a refused write).
 */
export function GateNotice({
  code,
  missionId,
  fallback,
  recordsNoTime = false,
}: {
  code: string;
  missionId: string;
  /** The backend's own words, for a code the app does not know. */
  fallback?: string;
  /** A step screen says that it counts no time while the gate is shut. */
  recordsNoTime?: boolean;
}) {
  const { t } = useTranslation('prepare');
  const text = refusalText({ code }) ?? fallback ?? code;
  return (
    <div role="status" className={styles.gate}>
      <p>
        <strong>{text}</strong>
        {recordsNoTime && code !== REFUSAL.finished && ` ${t('gate.noTime')}`}
      </p>
      {code === REFUSAL.unreadNotices && (
        <Link to={missionLink(paths.prepare.importantNotice, missionId)}>{t('gate.toNotices')}</Link>
      )}
      {code === REFUSAL.suspended && (
        <>
          <p>{t('gate.suspendedNext')}</p>
          <Contacts missionId={missionId} kinds={['crewControl', 'medical']} title="" />
          <Link to={missionLink(paths.prepare.health, missionId)}>{t('gate.toDeclaration')}</Link>
        </>
      )}
      {code === REFUSAL.closed && (
        <>
          <p>{t('gate.closedNext')}</p>
          <Contacts missionId={missionId} kinds={['crewControl']} title="" />
          <Link to={paths.prepare.entry}>{t('gate.toTasks')}</Link>
        </>
      )}
      {code === REFUSAL.finished && (
        <Link to={missionLink(paths.prepare.flightMission, missionId)}>{t('step.toHome')}</Link>
      )}
    </div>
  );
}
