import { useTranslation } from 'react-i18next';
import { Tag } from '@/components/Tag';
import type { MelItem } from '@/api/schema/dynamics';
import { Facts } from '@/components/Facts';
import styles from './ReadingCard.module.css';

/** One deferred defect (or one fixed since): its number, MEL reference, dates and the crew's procedure. */
export function DefectItem({ item, procedures = false }: { item: MelItem; procedures?: boolean }) {
  const { t } = useTranslation('prepare');
  return (
    <li className={styles.item}>
      <div className={styles.itemHead}>
        <p className={styles.itemTitle}>{item.title}</p>
        <Tag tone={item.state === 'deferred' ? 'warning' : 'success'} variant="soft">
          {t(`reading.plane.state.${item.state}`)}
        </Tag>
      </div>
      <Facts
        items={[
          { key: 'ddNo', label: t('reading.plane.ddNo'), value: item.ddNo },
          { key: 'registration', label: t('reading.plane.registration'), value: item.registration },
          { key: 'ata', label: t('reading.plane.ata'), value: item.ataChapter },
          { key: 'mel', label: t('reading.plane.melRef'), value: `${item.melRef} (${item.category})` },
          { key: 'type', label: t('reading.plane.deferralType'), value: item.type },
          { key: 'apply', label: t('reading.plane.applyDate'), value: item.applyDate },
          { key: 'limit', label: t('reading.plane.deferralLimit'), value: item.deferralLimit },
          ...(item.fixedDate
            ? [{ key: 'fixed', label: t('reading.plane.fixedDate'), value: item.fixedDate }]
            : []),
        ]}
      />
      {procedures && (
        <>
          <p className={styles.muted}>{t('reading.plane.operationalProcedure')}</p>
          <p className={styles.text}>{item.operationalProcedure}</p>
          <p className={styles.muted}>{t('reading.plane.maintenanceProcedure')}</p>
          <p className={styles.text}>{item.maintenanceProcedure}</p>
        </>
      )}
    </li>
  );
}
