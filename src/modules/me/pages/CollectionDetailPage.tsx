import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { FormError } from '@/components/Form';
import { Icon } from '@/components/Icon';
import { useQuery } from '@tanstack/react-query';
import { collectedNoticeQuery } from '@/api/me';
import { isApiError } from '@/api/errors';
import { sendFailureText } from '@/api/useSubmit';
import { showToast } from '@/stores/feedback';
import { Page } from '@/shell/Page';
import { useCollectMutation } from '../useCollectMutation';
import { Facts } from '@/components/Facts';
import { Tag } from '@/components/Tag';
import { Card, ui } from '../components/Ui';

/** One collected notice (`?id=`); collect and uncollect show at once and are kept by the backend. */
export default function CollectionDetailPage() {
  const { t } = useTranslation('me');
  const id = useSearchParams()[0].get('id') ?? '';
  const notice = useQuery({ ...collectedNoticeQuery(id), enabled: id !== '' });
  const collect = useCollectMutation();

  const toggle = () => {
    const current = notice.data;
    if (!current) return;
    const change = { noticeId: current.noticeId, collect: !current.collected };
    collect.mutate(change, {
      onSuccess: () => showToast(change.collect ? t('collection.added') : t('collection.removed')),
    });
  };

  return (
    <Page header={{ left: ['back'], right: ['home'] }}>
      <AsyncView {...fromQuery(notice)} loading={notice.isLoading} emptyText={t('common.notFound')}>
        {(n) => (
          <>
            <Card title={n.title} id="notice-title">
              <p>
                <Tag tone="info">{n.category}</Tag>{' '}
                <Tag tone={n.collected ? 'warning' : 'neutral'}>
                  {n.collected ? t('collection.collected') : t('collection.notCollected')}
                </Tag>
              </p>
              <Facts
                items={[
                  { label: t('collection.docNo'), value: n.docNo },
                  { label: t('collection.department'), value: n.department },
                  { label: t('collection.publishTime'), value: n.publishTime },
                ]}
              />
              <div className={ui.paragraphs}>
                {n.content.split('\n').map((line, index) => (
                  <p key={index}>{line}</p>
                ))}
              </div>
            </Card>
            <FormError message={isApiError(collect.error) ? sendFailureText(collect.error) : null} />
            <div className={ui.buttonRow}>
              <button
                type="button"
                className={n.collected ? ui.button : ui.buttonPrimary}
                onClick={toggle}
                disabled={collect.isPending}
              >
                <Icon name={n.collected ? 'star-filled' : 'star'} size={36} />
                {n.collected ? t('collection.uncollect') : t('collection.collect')}
              </button>
            </div>
          </>
        )}
      </AsyncView>
    </Page>
  );
}
