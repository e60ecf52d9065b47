import { useTranslation } from 'react-i18next';
import { Tag } from '@/components/Tag';
import { safetyNoticeQuery } from '@/api/flightdata';
import { levelKey } from '../notices';
import { NoticeDetail } from '../components/NoticeDetail';

/** /prepare/safe/detail/:id — one safety notice (getsafetynoticeinfo); opening it marks it read. */
export default function SafeDetailPage() {
  const { t } = useTranslation('prepare');
  return (
    <NoticeDetail
      query={safetyNoticeQuery}
      tags={(item) => (
        <Tag tone={item.level === '一般' ? 'neutral' : 'danger'}>{t(levelKey(item.level))}</Tag>
      )}
    />
  );
}
