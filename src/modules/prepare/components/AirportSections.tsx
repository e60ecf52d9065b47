import type { ReactNode } from 'react';
import type { PrepareStepKey } from '@/api/schema/prepare';
import { useQuery } from '@tanstack/react-query';
import type { ReadOptions } from '@/api/read';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { useMissionId } from '../mission';
import { StepPage } from './StepPage';
import { AirportRoleTag } from './AirportRoleTag';
import { ReadingSection } from './ReadingSection';
import styles from './ReadingCard.module.css';

/**
 * A reading step that shows one card per airport of the mission (departure, destination, alternates):
 * one read for the mission (`query`, a declaration of src/api), then a section per airport headed with its
 * title and its part in the flight. The screen gives what goes inside each section.
 */
export function AirportSections<T extends { role: string }>({
  step,
  query,
  code,
  title,
  children,
}: {
  step: PrepareStepKey;
  query: (missionId: string) => ReadOptions<T[]>;
  /** The airport's code (with the role, the section's key). */
  code: (item: T) => string;
  title: (item: T) => string;
  children: (item: T, missionId: string) => ReactNode;
}) {
  const missionId = useMissionId();
  const items = useQuery({ ...query(missionId), enabled: missionId !== '' });
  return (
    <StepPage step={step}>
      <div className={styles.content}>
        <AsyncView {...fromQuery(items)}>
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
