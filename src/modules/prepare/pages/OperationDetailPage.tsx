import { useTranslation } from 'react-i18next';
import { Tag } from '@/components/Tag';
import { operationNoticeQuery } from '@/api/flightdata';
import { NoticeDetail } from '../components/NoticeDetail';

/** /prepare/operation/detail/:id — one operation notice (getoperatinfo); opening it marks it read. */
export default function OperationDetailPage() {
  const { t } = useTranslation('prepare');
  return (
    <NoticeDetail
      query={operationNoticeQuery}
      tags={(item) => item.important && <Tag tone="danger">{t('notice.important')}</Tag>}
      factsBefore={(item) => [{ label: t('notice.docNo'), value: item.number }]}
      factsAfter={(item) => [
        { label: t('notice.effective'), value: item.effectiveDate },
        ...(item.expiryDate ? [{ label: t('notice.expiry'), value: item.expiryDate }] : []),
      ]}
    />
  );
}
