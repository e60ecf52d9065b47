import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { openImagePreview } from '@/components/ImagePreview';
import { useQuery } from '@tanstack/react-query';
import { newsQuery } from '@/api/home';
import { Page } from '@/shell/Page';
import { RichText } from '../components/RichText';
import styles from './DetailPage.module.css';

/** One news article: its picture (opens in the image preview) and its text. */
export default function NewsDetailPage() {
  const { t } = useTranslation('home');
  const id = useParams().id ?? '';
  // The page of the news holding the article (the call's `id`), the article picked from it.
  const article = useQuery({
    ...newsQuery({ id }),
    // A `List` of null is the backend's "nothing": no such article.
    select: (page) => page?.items.find((item) => item.id === id) ?? null,
  });

  return (
    <Page header={{ title: t('screens.newsDetail'), left: ['back'], right: ['home'] }}>
      <AsyncView {...fromQuery(article)} emptyText={t('news.notFound')}>
        {(item) => {
          const pictures = item.picture ? [item.picture] : [];
          return (
            <article className={styles.article}>
              <h2 className={styles.title}>{item.title}</h2>
              <p className={styles.meta}>{t('news.meta', { source: item.source, time: item.publishTime })}</p>
              {item.picture && (
                <button
                  type="button"
                  className={styles.cover}
                  onClick={() => void openImagePreview(pictures, 0)}
                  aria-label={t('news.openPicture')}
                >
                  <img src={item.picture} alt="" />
                </button>
              )}
              <RichText
                html={item.content ?? item.summary}
                className={styles.body}
                onImageOpen={(index, sources) =>
                  void openImagePreview([...pictures, ...sources], index + pictures.length)
                }
              />
            </article>
          );
        }}
      </AsyncView>
    </Page>
  );
}
