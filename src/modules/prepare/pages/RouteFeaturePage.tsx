import { useTranslation } from 'react-i18next';
import type { RouteCharacteristic } from '@/api/schema/compinfo';
import { useQuery } from '@tanstack/react-query';
import { routeCharacteristicsQuery } from '@/api/compinfo';
import { routeFeaturesQuery } from '@/api/prepare';
import { AsyncView, fromQuery } from '@/components/AsyncView';
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
  const features = useQuery({ ...routeFeaturesQuery(missionId), enabled: Boolean(missionId) });
  const first = features.data?.[0];
  const back = useQuery({
    ...routeCharacteristicsQuery({ from: first?.to ?? '', to: first?.from ?? '' }),
    enabled: Boolean(first),
  });
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
          <AsyncView {...fromQuery(features)} emptyTitle={false} emptyText={t('reading.route.noFeatures')}>
            {(items: RouteCharacteristic[]) => <FeatureList items={items} />}
          </AsyncView>
        </ReadingSection>
        {first && (
          <ReadingSection title={t('reading.route.returnRoute', { from: first.to, to: first.from })}>
            <AsyncView {...fromQuery(back)} emptyTitle={false} emptyText={t('reading.route.noFeatures')}>
              {(items: RouteCharacteristic[]) => <FeatureList items={items} />}
            </AsyncView>
          </ReadingSection>
        )}
      </div>
    </StepPage>
  );
}
