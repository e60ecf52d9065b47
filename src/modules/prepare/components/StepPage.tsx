import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { PrepareStepKey } from '@/api/schema/prepare';
import { useCachedRequest } from '@/api/useCachedRequest';
import { EmptyResult } from '@/components/EmptyResult';
import { paths } from '@/lib/paths';
import { Page } from '@/shell/Page';
import type { HeaderConfig } from '@/shell/Header';
import { fetchPrepareSteps } from '../api';
import { missionLink, useMissionId } from '../mission';
import { useStepTimer } from '../useStepTimer';
import styles from './StepPage.module.css';

interface StepPageProps {
  /** The preparation step this screen counts toward (its time is recorded there). */
  step: PrepareStepKey;
  header?: HeaderConfig;
  children: ReactNode;
}

/**
 * The frame of every preparation step's screen: it needs a mission (`?missionId=`), counts the time the
 * user reads here toward the step, and says so when the step cannot be worked on: after a "not fit"
 * declaration (suspended: nothing is recorded) or while must-read notices are unread.
 */
export function StepPage({ step, header = { left: ['back'], right: ['home'] }, children }: StepPageProps) {
  const { t } = useTranslation('prepare');
  const missionId = useMissionId();
  const steps = useCachedRequest(
    missionId ? `prepare-steps#${missionId}` : null,
    (signal) => fetchPrepareSteps(missionId, { signal }),
    { revalidate: true },
  );
  const current = steps.data?.find((candidate) => candidate.stepId === step);
  const suspended = current?.suspended ?? false;
  const blockedByNotices = !suspended && Boolean(current?.blockedReason) && step !== 'notice';
  useStepTimer(missionId && current && !suspended && !blockedByNotices ? step : null);

  if (!missionId) {
    return (
      <Page header={header}>
        <EmptyResult title={false} text={t('step.noMission')}>
          <Link className={styles.action} to={paths.prepare.entry}>
            {t('step.toTasks')}
          </Link>
        </EmptyResult>
      </Page>
    );
  }

  return (
    <Page header={header}>
      {suspended && (
        <div role="status" className={styles.notice}>
          <p>{t('step.suspended')}</p>
          <Link to={missionLink(paths.prepare.flightMission, missionId)}>{t('step.toHome')}</Link>
        </div>
      )}
      {blockedByNotices && (
        <div role="status" className={styles.notice}>
          <p>{t('step.unread')}</p>
          <Link to={missionLink(paths.prepare.importantNotice, missionId)}>{t('step.toNotices')}</Link>
        </div>
      )}
      {children}
    </Page>
  );
}
