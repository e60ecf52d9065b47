import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { messagePagesQuery, noticeTypesQuery } from '@/api/flightdata';
import type { ReadType } from '@/api/schema/flightdata';
import { paths } from '@/lib/paths';
import { useCrewStore } from '@/stores/crew';
import { Page } from '@/shell/Page';
import { useAddressFilters } from '@/shell/useAddressFilters';
import { PAGE_SIZE, usePagedList } from '../usePagedList';
import { PagedListView } from '../components/PagedListView';
import { LinkList, LinkRow } from '../components/LinkRow';
import { Tag } from '@/components/Tag';
import { Segmented } from '@/components/Segmented';
import styles from './MessageListPage.module.css';

const READ_TYPES: ReadType[] = [0, 1, 2];
const FILTERS = { type: '' };
const asReadType = (value: number): ReadType =>
  READ_TYPES.includes(value as ReadType) ? (value as ReadType) : 0;

/**
 * Messages by type (GetNoticeType), each row marked read or unread. The type is in the URL so the
 * screen can be reloaded and shared; the read filter is the app's message read-type (crew store).
 */
export default function MessageListPage() {
  const { t } = useTranslation('home');
  const [{ type: typeId }, change] = useAddressFilters(FILTERS);
  const readType = asReadType(useCrewStore((s) => s.messageReadType));

  // The types' answer is also the unread total every screen shows (useUnreadCount).
  const types = useQuery(noticeTypesQuery());
  const messages = usePagedList(messagePagesQuery({ typeId: typeId || undefined, readType }, PAGE_SIZE));
  const unreadTotal = types.data?.unreadTotal;

  const chooseType = (id: string) => change({ type: id });
  const refresh = () => Promise.all([types.refetch(), messages.reload()]);

  const typeTabs = [
    { value: '', label: t('message.allTypes'), badge: unreadTotal ?? 0 },
    ...(types.data?.types ?? []).map((type) => ({
      value: type.id,
      label: type.name,
      badge: type.unreadCount,
    })),
  ];

  return (
    <Page header={{ title: t('screens.message'), left: ['back'], right: ['home'] }}>
      <div className={styles.filters}>
        <Segmented
          label={t('message.typeLabel')}
          value={typeId}
          options={typeTabs}
          badgeLabel={(count) => t('message.unreadBadge', { count })}
          onChange={chooseType}
          scrollable
        />
        <Segmented
          label={t('message.readLabel')}
          value={readType}
          options={READ_TYPES.map((value) => ({ value, label: t(`message.readType.${value}`) }))}
          onChange={(value) => useCrewStore.getState().setMessageReadType(value)}
        />
      </div>
      <PagedListView
        list={messages}
        onRefresh={refresh}
        emptyText={readType === 1 ? t('message.emptyUnread') : t('message.empty')}
      >
        {(page) => (
          <LinkList label={t('message.listLabel')}>
            {page.items.map((message) => (
              <LinkRow
                key={message.id}
                to={paths.home.messageDetail(message.id)}
                unread={!message.read}
                title={message.title}
                summary={message.summary}
                meta={t('message.meta', {
                  sender: message.sender,
                  department: message.department,
                  time: message.sendTime,
                })}
                aside={
                  <>
                    <Tag tone={message.read ? 'neutral' : 'danger'}>
                      {message.read ? t('message.read') : t('message.unread')}
                    </Tag>
                    {message.important && <Tag tone="warning">{t('message.important')}</Tag>}
                  </>
                }
              />
            ))}
          </LinkList>
        )}
      </PagedListView>
    </Page>
  );
}
