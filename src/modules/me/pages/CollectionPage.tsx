import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { useQuery } from '@tanstack/react-query';
import { collectionQuery } from '@/api/me';
import { sendFailureText } from '@/api/useSubmit';
import { isApiError } from '@/api/errors';
import { showToast } from '@/stores/feedback';
import { Page } from '@/shell/Page';
import { useCollectMutation } from '../useCollectMutation';
import { Tag } from '@/components/Tag';
import { ItemList, Meta, ui } from '../components/Ui';
import { links } from '../lib/links';

/**
 * The notices the user collected. Removing one takes it off the list at once; if the backend refuses,
 * it comes back and the reason is shown.
 */
export default function CollectionPage() {
  const { t } = useTranslation('me');
  const list = useQuery(collectionQuery());
  const collect = useCollectMutation();

  const remove = (noticeId: string) =>
    collect.mutate(
      { noticeId, collect: false },
      {
        onSuccess: () => showToast(t('collection.removed')),
        onError: (error) => {
          if (isApiError(error)) showToast(sendFailureText(error));
        },
      },
    );

  return (
    <Page header={{ left: ['back'], right: ['home'] }}>
      <AsyncView {...fromQuery(list)} emptyText={t('collection.empty')}>
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
                  onClick={() => remove(n.noticeId)}
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
