import { useTranslation } from 'react-i18next';
import { fetchOperationNotice } from '../api';
import { NoticeDetail } from '../components/NoticeDetail';
import styles from '../components/flow.module.css';

/** /prepare/operation/detail/:id — one operation notice (getoperatinfo); opening it marks it read. */
export default function OperationDetailPage() {
  const { t } = useTranslation('prepare');
  return (
    <NoticeDetail
      load={fetchOperationNotice}
      tags={(item) =>
        item.important && <span className={`${styles.tag} ${styles.danger}`}>{t('notice.important')}</span>
      }
      factsBefore={(item) => [{ label: t('notice.docNo'), value: item.number }]}
      factsAfter={(item) => [
        { label: t('notice.effective'), value: item.effectiveDate },
        ...(item.expiryDate ? [{ label: t('notice.expiry'), value: item.expiryDate }] : []),
      ]}
    />
  );
}
