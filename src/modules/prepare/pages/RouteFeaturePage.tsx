import { useTranslation } from 'react-i18next';
import type { RouteCharacteristic } from '@/api/schema/compinfo';
import { AsyncView } from '@/components/AsyncView';
import { useCachedRequest } from '@/api/useCachedRequest';
import { fetchRouteCharacteristics, fetchRouteFeatures } from '../api';
import { useMissionId } from '../mission';
import { StepPage } from '../components/StepPage';
import { ReadingSection } from '../components/ReadingSection';
import { RiskLevelTag } from '../components/RiskLevelTag';
import styles from '../components/ReadingCard.module.css';

function FeatureList({ items }: { items: RouteCharacteristic[] }) {
  const { t } = useTranslation('prepare');
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.charactId} className={styles.item}>
          <div className={styles.itemHead}>
            <p className={styles.itemTitle}>{item.category}</p>
            <RiskLevelTag level={item.level} />
          </div>
          <p className={styles.text}>{item.content}</p>
          <p className={styles.muted}>{t('reading.updatedAt', { date: item.updatedAt.slice(0, 10) })}</p>
        </li>
      ))}
    </ul>
  );
}

/** Route features of the mission route, and of the return leg flown on the same rotation. */
export default function RouteFeaturePage() {
  const { t } = useTranslation('prepare');
  const missionId = useMissionId();
  const features = useCachedRequest(missionId ? `reading-route-feature#${missionId}` : null, (signal) =>
    fetchRouteFeatures(missionId, { signal }),
  );
  const first = features.data?.[0];
  const back = useCachedRequest(first ? `reading-route-charact#${first.to}-${first.from}` : null, (signal) =>
    fetchRouteCharacteristics({ from: first!.to, to: first!.from }, { signal }),
  );
  return (
    <StepPage step="route">
      <div className={styles.content}>
        <ReadingSection
          title={
            first
              ? t('reading.route.thisRoute', { from: first.from, to: first.to })
              : t('reading.route.features')
          }
        >
          <AsyncView
            data={features.data}
            loading={features.loading}
            error={features.error}
            onRetry={() => void features.reload()}
            emptyTitle={false}
            emptyText={t('reading.route.noFeatures')}
          >
            {(items: RouteCharacteristic[]) => <FeatureList items={items} />}
          </AsyncView>
        </ReadingSection>
        {first && (
          <ReadingSection title={t('reading.route.returnRoute', { from: first.to, to: first.from })}>
            <AsyncView
              data={back.data}
              loading={back.loading}
              error={back.error}
              onRetry={() => void back.reload()}
              emptyTitle={false}
              emptyText={t('reading.route.noFeatures')}
            >
              {(items: RouteCharacteristic[]) => <FeatureList items={items} />}
            </AsyncView>
          </ReadingSection>
        )}
      </div>
    </StepPage>
  );
}
