import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { REFUSAL } from '@/api/schema/codes';
import type { PrepareStepKey } from '@/api/schema/prepare';
import { EmptyResult } from '@/components/EmptyResult';
import { paths } from '@/lib/paths';
import { Page } from '@/shell/Page';
import type { HeaderConfig } from '@/shell/Header';
import { useStepGate } from '../gate';
import { useMissionId } from '../mission';
import { useStepTimer } from '../useStepTimer';
import { GateNotice } from './GateNotice';
import styles from './StepPage.module.css';

interface StepPageProps {
  /** The preparation step this screen counts toward (its time is recorded there). */
  step: PrepareStepKey;
  header?: HeaderConfig;
  children: ReactNode;
}

/**
 * The frame of every preparation step's screen: it needs a mission (`?missionId=`), counts the time the
 * user reads here toward the step while the backend's gate lets the step be worked on, and otherwise
 * says why, in the user's language, with the way out (GateNotice): "not fit" declared (whom to call),
 * must-read notices unread (the notices), the flight gone (closed). Finished: nothing more is recorded.
 */
export function StepPage({ step, header = { left: ['back'], right: ['home'] }, children }: StepPageProps) {
  const { t } = useTranslation('prepare');
  const missionId = useMissionId();
  const gate = useStepGate(step);
  // Unknown while this visit's answer is on its way over kept steps (not once it failed: then nothing).
  useStepTimer(
    step,
    gate.code === null ? (gate.failed ? false : null) : gate.code === '' && Boolean(gate.step),
  );
  // The notice screens are where unread notices are read: no banner about them there.
  const shown =
    gate.code &&
    gate.code !== REFUSAL.finished &&
    !(step === 'notice' && gate.code === REFUSAL.unreadNotices);

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
      {shown && (
        <GateNotice
          code={gate.code!}
          missionId={missionId}
          fallback={gate.step?.blockedReason}
          recordsNoTime
        />
      )}
      {children}
    </Page>
  );
}
