import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Facts } from '@/components/Facts';
import { Tag } from '@/components/Tag';
import { useTranslation } from 'react-i18next';
import { AsyncView } from '@/components/AsyncView';
import { missionNoticesQuery } from '@/api/prepare';
import { queryClient } from '@/api/queryClient';
import { paths } from '@/lib/paths';
import { missionLink, useMissionId } from '../mission';
import { firstUnread, isKnownCategory } from '../notices';
import { refreshMissionState } from '../records';
import { StepPage } from '../components/StepPage';
import { NoticeBody } from '../components/NoticeBody';
import styles from '../components/flow.module.css';

/**
 * /prepare/ImportantNotice/detail/:id — one notice of the mission (any kind: company, safety, NOTAM).
 * Opening it marks it read; the next unread must-read notice is one tap away.
 */
export default function ImportantNoticeDetailPage() {
  const { t } = useTranslation('prepare');
  const noticeId = useParams().id ?? '';
  const missionId = useMissionId();
  // Opened first (the backend marks it read), then the list tells which must-read one is next.
  const opened = useQuery({ ...missionNoticesQuery(missionId, noticeId), enabled: missionId !== '' });
  const all = useQuery({ ...missionNoticesQuery(missionId), enabled: opened.isSuccess });
  const openedAt = opened.dataUpdatedAt;
  useEffect(() => {
    if (!openedAt) return;
    // Read now: the list's marks and the gate (unread notices) are asked again.
    // (`exact`: the opened notice's own key starts the same; it is not asked again.)
    void queryClient.invalidateQueries({ queryKey: missionNoticesQuery(missionId).queryKey, exact: true });
    void refreshMissionState();
  }, [openedAt, missionId]);
  // The next unread one is told from a list that counts this notice's reading: one kept from before
  // may offer a notice read a moment ago, or a next one where none is left. Offline, the kept list.
  const listCountsThisRead = all.dataUpdatedAt >= openedAt || all.isError;
  const notice = opened.data?.[0];
  const data =
    opened.data && all.data
      ? notice
        ? { notice, next: firstUnread(all.data.filter((other) => other.noticeId !== noticeId)) }
        : null
      : undefined;

  return (
    <StepPage step="notice">
      <AsyncView
        data={data}
        loading={opened.isPending || (opened.isSuccess && all.isPending)}
        error={data === undefined ? (opened.error ?? all.error) : undefined}
        onRetry={() => void (opened.isError ? opened.refetch() : all.refetch())}
      >
        {({ notice, next }) => (
          <article className={styles.card}>
            <h2>{notice.title}</h2>
            <p className={styles.tagsStart}>
              <Tag>
                {isKnownCategory(notice.category) ? t(`notice.category.${notice.category}`) : notice.category}
              </Tag>
              {notice.mustRead && <Tag tone="danger">{t('notice.mustRead')}</Tag>}
              <Tag tone="success">{t('notice.read')}</Tag>
            </p>
            <Facts
              layout="grid"
              items={[
                { key: 'docNo', label: t('notice.docNo'), value: notice.docNo },
                { key: 'department', label: t('notice.department'), value: notice.department },
                { key: 'publishTime', label: t('notice.publishTime'), value: notice.publishTime },
              ]}
            />
            <NoticeBody text={notice.content} />
            <div className={styles.actions}>
              {!listCountsThisRead ? (
                <span className={`${styles.button} ${styles.placeholderShape}`} aria-hidden="true">
                  {t('notice.nextUnread')}
                </span>
              ) : next ? (
                <Link
                  className={styles.button}
                  to={missionLink(paths.prepare.importantNoticeDetail(next.noticeId), missionId)}
                  replace
                >
                  {t('notice.nextUnread')}
                </Link>
              ) : (
                <p role="status" className={styles.success}>
                  {t('notice.allRead')}
                </p>
              )}
              <Link className={styles.buttonOutline} to={missionLink(paths.prepare.flightMission, missionId)}>
                {t('step.toHome')}
              </Link>
            </div>
          </article>
        )}
      </AsyncView>
    </StepPage>
  );
}
