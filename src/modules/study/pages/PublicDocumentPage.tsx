import { useEffect, useMemo } from 'react';
import { Tag } from '@/components/Tag';
import { useTranslation } from 'react-i18next';
import type { PublicDoc } from '@/api/schema/compinfo';
import { useQuery } from '@tanstack/react-query';
import { docsToUserQuery, publicDocsQuery, publicDocTypesQuery } from '@/api/compinfo';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { DocumentViewer } from '@/components/DocumentViewer';
import { Icon } from '@/components/Icon';
import { Segmented } from '@/components/Segmented';
import { Page } from '@/shell/Page';
import { useAddressFilters } from '@/shell/useAddressFilters';
import { FavouriteButton } from '../components/FavouriteButton';
import { SearchBox } from '../components/SearchBox';
import { WindowedRows } from '../components/WindowedRows';
import { useRemembered } from '../lib/useRemembered';
import { markDocRead, useShelf } from '../lib/local';
import { useOpenedParam } from '../lib/useOpenedParam';
import styles from '../components/study.module.css';

type Show = 'all' | 'mine' | 'unread';
/** Fixed slot height of a document row (rem, gap included): two lines of title, one of facts, the marks. */
const ROW_REM = 7.5;
const FILTERS = { type: '', show: 'all' };

/** Public documents by type, searchable, read and unread; one opens inside the app (?doc=). */
export default function PublicDocumentPage() {
  const { t } = useTranslation('study');
  const [filters, change] = useAddressFilters(FILTERS);
  const typeId = filters.type;
  const [keyword, setKeyword] = useRemembered('documents');
  const show = (['mine', 'unread'].includes(filters.show) ? filters.show : 'all') as Show;
  const [openId, openDoc, closeDoc] = useOpenedParam('doc');
  const types = useQuery(publicDocTypesQuery());
  const docs = useQuery(publicDocsQuery({}));
  // Also read by the study home for its unread count: its loader's answer is this one.
  const pushed = useQuery(docsToUserQuery());
  const read = useShelf('readDocs');
  const pushedById = useMemo(() => new Map((pushed.data ?? []).map((d) => [d.docId, d])), [pushed.data]);

  const open = (doc: PublicDoc) => openDoc(doc.docId);
  const k = keyword.trim().toUpperCase();
  const shown = (docs.data ?? []).filter(
    (d) =>
      (!typeId || d.typeId === typeId) &&
      (show === 'all' || pushedById.has(d.docId)) &&
      (show !== 'unread' || !read.includes(d.docId)) &&
      (!k || `${d.title} ${d.docNo} ${d.summary} ${d.department}`.toUpperCase().includes(k)),
  );
  const opened = openId ? docs.data?.find((d) => d.docId === openId) : undefined;
  // Opening counts as reading, also when the link came from the study home.
  useEffect(() => {
    if (opened) markDocRead(opened.docId);
  }, [opened]);

  return (
    <Page header={{ left: ['back'], right: ['home'] }}>
      <div className={styles.content}>
        <SearchBox
          label={t('docs.search')}
          placeholder={t('docs.searchPlaceholder')}
          value={keyword}
          onChange={setKeyword}
        />
        <Segmented
          label={t('docs.show')}
          value={show}
          onChange={(value) => change({ show: value })}
          options={[
            { value: 'all' as Show, label: t('docs.all') },
            { value: 'mine' as Show, label: t('docs.mine') },
            { value: 'unread' as Show, label: t('docs.unread') },
          ]}
        />
        {types.data && (
          <ul className={styles.chips} aria-label={t('docs.type')}>
            <li>
              <button
                type="button"
                className={styles.chip}
                aria-pressed={!typeId}
                onClick={() => change({ type: '' })}
              >
                {t('common.all')}
              </button>
            </li>
            {types.data.map((type) => (
              <li key={type.typeId}>
                <button
                  type="button"
                  className={styles.chip}
                  aria-pressed={typeId === type.typeId}
                  onClick={() => change({ type: type.typeId })}
                >
                  {type.name} {type.count}
                </button>
              </li>
            ))}
          </ul>
        )}
        <AsyncView {...fromQuery(docs)} data={docs.data === undefined ? undefined : shown}>
          {(list) => (
            <WindowedRows
              items={list}
              rowRem={ROW_REM}
              label={t('docs.list', { count: list.length })}
              rowKey={(doc) => doc.docId}
            >
              {(doc) => {
                const mine = pushedById.get(doc.docId);
                const isRead = read.includes(doc.docId);
                return (
                  <div className={`${styles.row} ${styles.slotFill}`}>
                    <button
                      type="button"
                      className={`${styles.rowMain} ${styles.plain}`}
                      onClick={() => open(doc)}
                    >
                      <span className={`${styles.rowWrap} ${styles.clamp2}`}>
                        <Icon name="document" size={36} /> {doc.title}
                      </span>
                      <span className={styles.rowSub}>
                        {doc.typeName} · {doc.docNo} · {doc.publishDate}
                      </span>
                      <span className={styles.docBadges}>
                        {mine?.mustRead && (
                          <Tag variant="solid" tone="danger">
                            {t('docs.mustRead')}
                          </Tag>
                        )}
                        {mine && (
                          <Tag variant="solid" tone={isRead ? 'neutral' : 'warning'}>
                            {isRead ? t('docs.read') : t('docs.unreadMark')}
                          </Tag>
                        )}
                        {!mine && isRead && <Tag variant="solid">{t('docs.read')}</Tag>}
                      </span>
                    </button>
                    <FavouriteButton item={{ kind: 'document', id: doc.docId, label: doc.title }} />
                  </div>
                );
              }}
            </WindowedRows>
          )}
        </AsyncView>
      </div>
      {opened && <DocumentViewer doc={{ title: opened.title, url: opened.fileUrl }} onClose={closeDoc} />}
    </Page>
  );
}
