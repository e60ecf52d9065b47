import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AsyncView } from '@/components/AsyncView';
import { FormError } from '@/components/Form';
import { Icon } from '@/components/Icon';
import { useRequest } from '@/api/useRequest';
import { useSubmit } from '@/api/useSubmit';
import { showToast } from '@/stores/feedback';
import { Page } from '@/shell/Page';
import { getCollectedNotice, setCollected } from '../api';
import { Facts } from '@/components/Facts';
import { Tag } from '@/components/Tag';
import { Card, ui } from '../components/Ui';

/** One collected notice (`?id=`); collect and uncollect show at once and are kept by the backend. */
export default function CollectionDetailPage() {
  const { t } = useTranslation('me');
  const id = useSearchParams()[0].get('id') ?? '';
  const notice = useRequest((signal) => getCollectedNotice(id, signal), [id]);
  const submit = useSubmit();

  const toggle = async () => {
    const current = notice.data;
    if (!current) return;
    const collect = !current.collected;
    const outcome = await submit.run(() => setCollected(current.noticeId, collect));
    if (outcome?.ok) {
      notice.setData({ ...current, collected: outcome.data.collected });
      showToast(collect ? t('collection.added') : t('collection.removed'));
    }
  };

  return (
    <Page header={{ left: ['back'], right: ['home'] }}>
      <AsyncView
        loading={notice.loading}
        error={notice.error}
        data={notice.data}
        onRetry={() => void notice.reload()}
        emptyText={t('common.notFound')}
      >
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
            <FormError message={submit.error} />
            <div className={ui.buttonRow}>
              <button
                type="button"
                className={n.collected ? ui.button : ui.buttonPrimary}
                onClick={() => void toggle()}
                disabled={submit.pending}
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
