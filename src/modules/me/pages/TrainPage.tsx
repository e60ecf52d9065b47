import { useTranslation } from 'react-i18next';
import { AsyncView } from '@/components/AsyncView';
import { useRequest } from '@/api/useRequest';
import { Page } from '@/shell/Page';
import { getTrainRecords } from '../api';
import { InfoRows, ItemCard, ItemList, Tag, ui } from '../components/Ui';

/** The training record, newest first. */
export default function TrainPage() {
  const { t } = useTranslation('me');
  const records = useRequest((signal) => getTrainRecords(signal), []);
  return (
    <Page header={{ left: ['back'], right: ['home'] }}>
      <AsyncView
        loading={records.loading}
        error={records.error}
        data={records.data}
        onRetry={() => void records.reload()}
      >
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
                  <InfoRows
                    rows={[
                      [t('train.category'), r.category],
                      [
                        t('train.period'),
                        r.startDate === r.endDate ? r.startDate : `${r.startDate} ~ ${r.endDate}`,
                      ],
                      [t('train.hours'), r.hours],
                      [t('train.score'), r.score ?? '—'],
                      [t('train.instructor'), r.instructor],
                      [t('train.location'), r.location],
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
