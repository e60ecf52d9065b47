import { useEffect } from 'react';
import { Tag } from '@/components/Tag';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { missionNoticesQuery } from '@/api/prepare';
import type { NoticeCategory, PrepareNotice } from '@/api/schema/prepare';
import { paths } from '@/lib/paths';
import { showAlert } from '@/stores/feedback';
import { recordStepTimeOrQueue } from '../records';
import { missionLink, useMissionId } from '../mission';
import { StepPage } from '../components/StepPage';
import styles from '../components/flow.module.css';
import { firstUnread, isKnownCategory, NOTICE_CATEGORIES } from '../notices';

/** The kinds present, known ones in their order first, then any other the backend sent. */
const groupsOf = (notices: PrepareNotice[]): NoticeCategory[] => {
  const present = new Set(notices.map((n) => n.category));
  return [
    ...NOTICE_CATEGORIES.filter((c) => present.has(c)),
    ...[...present].filter((c) => !isKnownCategory(c)),
  ];
};

/**
 * /Prepare/ImportantNotice — the notice step: every notice of the mission (GetNoticeNewListDetail) by
 * kind, read and unread marked. Moving on while a must-read one is unread shows §8's message and opens
 * the first unread one; once all are read the step is recorded complete.
 */
export default function ImportantNoticePage() {
  const { t } = useTranslation('prepare');
  const navigate = useNavigate();
  const missionId = useMissionId();
  // Read marks change as notices are opened: asked again on each visit.
  const notices = useQuery({
    ...missionNoticesQuery(missionId),
    enabled: missionId !== '',
    refetchOnMount: 'always',
  });
  const list = notices.data;
  const unread = list?.filter((n) => n.mustRead && !n.read) ?? [];
  const allRead = Boolean(list) && unread.length === 0;

  useEffect(() => {
    if (!allRead || !missionId) return;
    // Every must-read notice is read: the notice step is complete (the backend checks it again).
    void recordStepTimeOrQueue({ missionId, stepId: 'notice', spentSeconds: 0, state: 2 }).catch(
      () => undefined,
    );
  }, [allRead, missionId]);

  const moveOn = () => {
    const first = firstUnread(list);
    if (!first) {
      navigate(missionLink(paths.prepare.flightMission, missionId));
      return;
    }
    void showAlert({ content: t('step.unread') }).then(() =>
      navigate(missionLink(paths.prepare.importantNoticeDetail(first.noticeId), missionId)),
    );
  };

  return (
    <StepPage step="notice">
      <AsyncView {...fromQuery(notices)} emptyText={t('notice.empty')}>
        {(all) => (
          <>
            <p role="status" className={unread.length > 0 ? styles.banner : styles.bannerOk}>
              {unread.length > 0 ? t('notice.unreadSummary', { count: unread.length }) : t('notice.allRead')}
            </p>
            {groupsOf(all).map((category) => {
              const group = all.filter((n) => n.category === category);
              // A kind the app does not know yet still shows, under the backend's own name: a must-read
              // notice must never be counted unread yet be out of sight.
              const heading = isKnownCategory(category) ? t(`notice.category.${category}`) : category;
              return (
                <section key={category} aria-label={heading}>
                  <h2 className={styles.group}>{heading}</h2>
                  <ul className={styles.list}>
                    {group.map((notice) => (
                      <NoticeRow key={notice.noticeId} notice={notice} missionId={missionId} />
                    ))}
                  </ul>
                </section>
              );
            })}
            <div className={`${styles.card} ${styles.actions}`}>
              <button type="button" className={styles.button} onClick={moveOn}>
                {t('notice.continue')}
              </button>
            </div>
          </>
        )}
      </AsyncView>
    </StepPage>
  );
}

function NoticeRow({ notice, missionId }: { notice: PrepareNotice; missionId: string }) {
  const { t } = useTranslation('prepare');
  return (
    <li>
      <Link
        className={styles.row}
        to={missionLink(paths.prepare.importantNoticeDetail(notice.noticeId), missionId)}
      >
        <div className={styles.rowMain}>
          <p className={styles.rowTitle}>{notice.title}</p>
          <p className={styles.meta}>
            {notice.docNo} · {notice.publishTime}
          </p>
        </div>
        <span className={styles.tags}>
          {notice.mustRead && <Tag tone="danger">{t('notice.mustRead')}</Tag>}
          <Tag tone={notice.read ? 'neutral' : 'warning'}>
            {notice.read ? t('notice.read') : t('notice.unread')}
          </Tag>
        </span>
      </Link>
    </li>
  );
}
