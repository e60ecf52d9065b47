import { useTranslation } from 'react-i18next';
import { Tag } from '@/components/Tag';
import type { SpecialServicePassenger, VipPassenger } from '@/api/schema/cabin';
import { useQuery } from '@tanstack/react-query';
import { specialServiceQuery, vipsQuery } from '@/api/cabin';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { useMissionId } from '../mission';
import { StepPage } from '../components/StepPage';
import { Facts } from '@/components/Facts';
import { ReadingSection } from '../components/ReadingSection';
import styles from '../components/ReadingCard.module.css';

/** Cabin crew only: the mission's VIP passengers and the passengers who need a special service. */
export default function VipPage() {
  const { t } = useTranslation('prepare');
  const missionId = useMissionId();
  const vips = useQuery({ ...vipsQuery(missionId), enabled: Boolean(missionId) });
  const special = useQuery({ ...specialServiceQuery(missionId), enabled: Boolean(missionId) });
  return (
    <StepPage step="cabin">
      <div className={styles.content}>
        <ReadingSection title={t('reading.cabin.vips')}>
          <AsyncView {...fromQuery(vips)} emptyTitle={false} emptyText={t('reading.cabin.noVips')}>
            {(list: VipPassenger[]) => (
              <ul className={styles.list} aria-label={t('reading.cabin.vips')}>
                {list.map((vip) => (
                  <li key={vip.vipId} className={styles.item}>
                    <div className={styles.itemHead}>
                      <p className={styles.itemTitle}>
                        {vip.name} · {vip.title}
                      </p>
                      <Tag tone="danger" variant="soft">
                        {vip.level}
                      </Tag>
                    </div>
                    <Facts
                      items={[
                        {
                          key: 'seat',
                          label: t('reading.cabin.seat'),
                          value: `${vip.seatNo} · ${vip.cabinClass}`,
                        },
                        { key: 'needs', label: t('reading.cabin.requirements'), value: vip.requirements },
                        { key: 'escort', label: t('reading.cabin.escort'), value: vip.escort },
                      ]}
                    />
                  </li>
                ))}
              </ul>
            )}
          </AsyncView>
        </ReadingSection>
        <ReadingSection title={t('reading.cabin.special')}>
          <AsyncView {...fromQuery(special)} emptyTitle={false} emptyText={t('reading.cabin.noSpecial')}>
            {(list: SpecialServicePassenger[]) => (
              <ul className={styles.list} aria-label={t('reading.cabin.special')}>
                {list.map((passenger) => (
                  <li key={passenger.serviceId} className={styles.item}>
                    <div className={styles.itemHead}>
                      <p className={styles.itemTitle}>
                        {passenger.name} · {passenger.seatNo}
                      </p>
                      <Tag tone="warning" variant="soft">
                        {passenger.ssrCode}
                      </Tag>
                    </div>
                    <p className={styles.muted}>{passenger.serviceName}</p>
                    <p className={styles.text}>{passenger.description}</p>
                  </li>
                ))}
              </ul>
            )}
          </AsyncView>
        </ReadingSection>
      </div>
    </StepPage>
  );
}
