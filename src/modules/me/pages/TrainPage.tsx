import { useTranslation } from 'react-i18next';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { useQuery } from '@tanstack/react-query';
import { Page } from '@/shell/Page';
import { trainRecordsQuery } from '@/api/me';
import { Facts } from '@/components/Facts';
import { Tag } from '@/components/Tag';
import { ItemCard, ItemList, ui } from '../components/Ui';

/** The training record, newest first. */
export default function TrainPage() {
  const { t } = useTranslation('me');
  const records = useQuery(trainRecordsQuery());
  return (
    <Page header={{ left: ['back'], right: ['home'] }}>
      <AsyncView {...fromQuery(records)}>
        {(list) => (
          <>
            <p className={ui.note}>
              {t('train.total', { count: list.length, hours: list.reduce((sum, r) => sum + r.hours, 0) })}
            </p>
            <ItemList label={t('train.list')}>
              {list.map((r) => (
                <ItemCard
                  key={r.recordId}
                  title={r.courseName}
                  aside={<Tag tone={r.result === '合格' ? 'success' : 'warning'}>{r.result}</Tag>}
                >
                  <Facts
                    items={[
                      { label: t('train.category'), value: r.category },
                      {
                        label: t('train.period'),
                        value: r.startDate === r.endDate ? r.startDate : `${r.startDate} ~ ${r.endDate}`,
                      },
                      { label: t('train.hours'), value: r.hours },
                      { label: t('train.score'), value: r.score },
                      { label: t('train.instructor'), value: r.instructor },
                      { label: t('train.location'), value: r.location },
                    ]}
                  />
                </ItemCard>
              ))}
            </ItemList>
          </>
        )}
      </AsyncView>
    </Page>
  );
}
