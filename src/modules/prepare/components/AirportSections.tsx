import type { ReactNode } from 'react';
import type { PrepareStepKey } from '@/api/schema/prepare';
import { AsyncView } from '@/components/AsyncView';
import { useCachedRequest } from '@/api/useCachedRequest';
import { useMissionId } from '../mission';
import { StepPage } from './StepPage';
import { AirportRoleTag } from './AirportRoleTag';
import { ReadingSection } from './ReadingSection';
import styles from './ReadingCard.module.css';

/**
 * A reading step that shows one card per airport of the mission (departure, destination, alternates):
 * one read for the mission, kept under `cacheKey#missionId`, then a section per airport headed with its
 * title and its part in the flight. The screen gives what goes inside each section.
 */
export function AirportSections<T extends { role: string }>({
  step,
  cacheKey,
  load,
  code,
  title,
  children,
}: {
  step: PrepareStepKey;
  cacheKey: string;
  load: (missionId: string, options: { signal: AbortSignal }) => Promise<T[]>;
  /** The airport's code (with the role, the section's key). */
  code: (item: T) => string;
  title: (item: T) => string;
  children: (item: T, missionId: string) => ReactNode;
}) {
  const missionId = useMissionId();
  const items = useCachedRequest(missionId ? `${cacheKey}#${missionId}` : null, (signal) =>
    load(missionId, { signal }),
  );
  return (
    <StepPage step={step}>
      <div className={styles.content}>
        <AsyncView
          data={items.data}
          loading={items.loading}
          error={items.error}
          onRetry={() => void items.reload()}
        >
          {(list: T[]) =>
            list.map((item) => (
              <ReadingSection
                key={`${item.role}-${code(item)}`}
                title={title(item)}
                aside={<AirportRoleTag role={item.role} />}
              >
                {children(item, missionId)}
              </ReadingSection>
            ))
          }
        </AsyncView>
      </div>
    </StepPage>
  );
}
