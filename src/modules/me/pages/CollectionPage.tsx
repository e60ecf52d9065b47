import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AsyncView } from '@/components/AsyncView';
import { useRequest } from '@/api/useRequest';
import { sendFailureText } from '@/api/useSubmit';
import { isApiError } from '@/api/errors';
import { showToast } from '@/stores/feedback';
import { Page } from '@/shell/Page';
import { getCollection, setCollected } from '../api';
import { Tag } from '@/components/Tag';
import { ItemList, Meta, ui } from '../components/Ui';
import { links } from '../lib/links';

/**
 * The notices the user collected. Removing one takes it off the list at once; if the backend refuses,
 * it comes back and the reason is shown.
 */
export default function CollectionPage() {
  const { t } = useTranslation('me');
  const list = useRequest((signal) => getCollection(signal), []);

  const remove = async (noticeId: string) => {
    const before = list.data ?? [];
    list.setData(before.filter((n) => n.noticeId !== noticeId));
    try {
      await setCollected(noticeId, false);
      showToast(t('collection.removed'));
    } catch (error) {
      list.setData(before);
      if (isApiError(error)) showToast(sendFailureText(error));
    }
  };

  return (
    <Page header={{ left: ['back'], right: ['home'] }}>
      <AsyncView
        loading={list.loading}
        error={list.error}
        data={list.data}
        onRetry={() => void list.reload()}
        emptyText={t('collection.empty')}
      >
        {(items) => (
          <ItemList label={t('collection.list')}>
            {items.map((n) => (
              <li key={n.noticeId} className={ui.item}>
                <Link to={links.collected(n.noticeId)} className={ui.itemLink}>
                  <span className={ui.itemHead}>
                    <strong className={ui.itemTitle}>{n.title}</strong>
                    <Tag tone="info">{n.category}</Tag>
                  </span>
                  <Meta>
                    {t('collection.docNo')} {n.docNo} · {t('collection.publishTime')} {n.publishTime}
                  </Meta>
                  <Meta>{t('collection.collectedAt', { time: n.collectedAt })}</Meta>
                </Link>
                <button
                  type="button"
                  className={ui.smallButton}
                  onClick={() => void remove(n.noticeId)}
                  aria-label={t('collection.uncollectOne', { title: n.title })}
                >
                  {t('collection.uncollect')}
                </button>
              </li>
            ))}
          </ItemList>
        )}
      </AsyncView>
    </Page>
  );
}
