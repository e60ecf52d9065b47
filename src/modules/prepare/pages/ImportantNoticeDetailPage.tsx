import { Link, useParams } from 'react-router-dom';
import { Facts } from '@/components/Facts';
import { Tag } from '@/components/Tag';
import { useTranslation } from 'react-i18next';
import { AsyncView } from '@/components/AsyncView';
import { useRequest } from '@/api/useRequest';
import { paths } from '@/lib/paths';
import { fetchMissionNotices, openMissionNotice } from '../api';
import { missionLink, useMissionId } from '../mission';
import { firstUnread, isKnownCategory } from '../notices';
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
  // Opened first (marked read), then the list tells which must-read one is next.
  const opened = useRequest(
    async (signal) => {
      if (!missionId) return null;
      const [notice] = await openMissionNotice(missionId, noticeId, { signal });
      const all = await fetchMissionNotices(missionId, { signal });
      return notice ? { notice, next: firstUnread(all) } : null;
    },
    [missionId, noticeId],
  );

  return (
    <StepPage step="notice">
      <AsyncView
        loading={opened.loading}
        error={opened.error}
        data={opened.data}
        onRetry={() => void opened.reload()}
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
              {next ? (
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
