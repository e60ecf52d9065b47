import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { MelListResult } from '@/api/schema/dynamics';
import { useQuery } from '@tanstack/react-query';
import { melListQuery } from '@/api/dynamics';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { Segmented } from '@/components/Segmented';
import { StepPage } from '../components/StepPage';
import { DefectItem } from '../components/DefectItem';
import { ReadingSection } from '../components/ReadingSection';
import styles from '../components/ReadingCard.module.css';

type Filter = 'deferred' | 'fixed' | 'all';

/** Deferred defects of one aircraft (by registration): still deferred, fixed, or all. */
export default function PlaneFaultPage() {
  const { t } = useTranslation('prepare');
  const registration = useParams().id ?? '';
  const [filter, setFilter] = useState<Filter>('all');
  const list = useQuery({ ...melListQuery({ registration, state: filter }), enabled: Boolean(registration) });
  return (
    <StepPage step="plane" header={{ title: registration, left: ['back'], right: ['home'] }}>
      <div className={styles.content}>
        <Segmented<Filter>
          label={t('reading.plane.filter')}
          value={filter}
          onChange={setFilter}
          options={[
            { value: 'deferred', label: t('reading.plane.state.deferred') },
            { value: 'fixed', label: t('reading.plane.state.fixed') },
            { value: 'all', label: t('reading.plane.state.all') },
          ]}
        />
        <ReadingSection title={t('screens.planeFault')}>
          <AsyncView
            {...fromQuery(list)}
            isEmpty={(data: MelListResult) => data.items.length === 0}
            emptyTitle={false}
            emptyText={t('reading.plane.noDefects')}
          >
            {(data: MelListResult) => (
              <ul className={styles.list} aria-label={t('screens.planeFault')}>
                {data.items.map((item) => (
                  <DefectItem key={item.id} item={item} />
                ))}
              </ul>
            )}
          </AsyncView>
        </ReadingSection>
      </div>
    </StepPage>
  );
}
