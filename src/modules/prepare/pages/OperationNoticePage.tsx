import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import { fetchOperationNotices } from '../api';
import { missionLink, useMissionId } from '../mission';
import { NoticeList } from '../components/NoticeList';
import { StepPage } from '../components/StepPage';

/** /Prepare/OperationNotice — operation notices (getoperatlist), important and unread marked. */
export default function OperationNoticePage() {
  const { t } = useTranslation('prepare');
  const missionId = useMissionId();
  return (
    <StepPage step="notice">
      <NoticeList
        load={fetchOperationNotices}
        toItem={(notice) => ({
          id: notice.id,
          title: notice.title,
          meta: `${notice.number} · ${notice.category} · ${notice.publishTime}`,
          to: missionLink(paths.prepare.operationDetail(notice.id), missionId),
          tags: [
            ...(notice.important ? [{ text: t('notice.important'), tone: 'danger' as const }] : []),
            notice.read ? { text: t('notice.read') } : { text: t('notice.unread'), tone: 'warning' as const },
          ],
        })}
      />
    </StepPage>
  );
}
