import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperationNotice } from '@/api/schema/flightdata';
import { paths } from '@/lib/paths';
import { useInfiniteQuery } from '@tanstack/react-query';
import { operationNoticePagesQuery } from '@/api/flightdata';
import { missionLink, useMissionId } from '../mission';
import { NOTICE_PAGE_SIZE } from '../notices';
import { NoticeList, type NoticeItem } from '../components/NoticeList';
import { StepPage } from '../components/StepPage';

/** /Prepare/OperationNotice — operation notices (getoperatlist), important and unread marked. */
export default function OperationNoticePage() {
  const { t } = useTranslation('prepare');
  const missionId = useMissionId();
  // Read marks change as notices are opened: asked again (every page shown) on each visit.
  const list = useInfiniteQuery({ ...operationNoticePagesQuery(NOTICE_PAGE_SIZE), refetchOnMount: 'always' });
  // One function for the screen's life (per language and mission): the rows draw only when new.
  const toItem = useCallback(
    (notice: OperationNotice): NoticeItem => ({
      title: notice.title,
      meta: `${notice.number} · ${notice.category} · ${notice.publishTime}`,
      to: missionLink(paths.prepare.operationDetail(notice.id), missionId),
      tags: [
        ...(notice.important ? [{ text: t('notice.important'), tone: 'danger' as const }] : []),
        notice.read ? { text: t('notice.read') } : { text: t('notice.unread'), tone: 'warning' as const },
      ],
    }),
    [t, missionId],
  );
  return (
    <StepPage step="notice">
      <NoticeList list={list} toItem={toItem} />
    </StepPage>
  );
}
