import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { SafetyNotice } from '@/api/schema/flightdata';
import { paths } from '@/lib/paths';
import { useInfiniteQuery } from '@tanstack/react-query';
import { safetyNoticePagesQuery } from '@/api/flightdata';
import { missionLink, useMissionId } from '../mission';
import { levelKey, NOTICE_PAGE_SIZE } from '../notices';
import { NoticeList, type NoticeItem } from '../components/NoticeList';
import { StepPage } from '../components/StepPage';

/** /Prepare/SafeNotice — the company's safety notices (getsafetynotice), read and unread marked. */
export default function SafeNoticePage() {
  const { t } = useTranslation('prepare');
  const missionId = useMissionId();
  // Read marks change as notices are opened: asked again (every page shown) on each visit.
  const list = useInfiniteQuery({ ...safetyNoticePagesQuery(NOTICE_PAGE_SIZE), refetchOnMount: 'always' });
  // One function for the screen's life (per language and mission): the rows draw only when new.
  const toItem = useCallback(
    (notice: SafetyNotice): NoticeItem => ({
      title: notice.title,
      meta: `${notice.department} · ${notice.publishTime}`,
      to: missionLink(paths.prepare.safeDetail(notice.id), missionId),
      tags: [
        { text: t(levelKey(notice.level)), tone: notice.level === '一般' ? undefined : 'danger' },
        notice.read ? { text: t('notice.read') } : { text: t('notice.unread'), tone: 'warning' },
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
