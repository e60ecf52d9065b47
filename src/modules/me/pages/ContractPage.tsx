import { useTranslation } from 'react-i18next';
import dayjs from '@/lib/dayjs';
import { AsyncView } from '@/components/AsyncView';
import { useRequest } from '@/api/useRequest';
import { Page } from '@/shell/Page';
import { getAbout, getBaseInfo } from '../api';
import { Card, InfoRows, ui } from '../components/Ui';

/**
 * The employment contract as the personnel record holds it: the company (from the system's about
 * record) and the crew member, the employment type, start date, post and place of work.
 */
export default function ContractPage() {
  const { t } = useTranslation('me');
  const info = useRequest((signal) => Promise.all([getBaseInfo(signal), getAbout(signal)]), []);
  return (
    <Page header={{ left: ['back'], right: ['home'] }}>
      <AsyncView
        loading={info.loading}
        error={info.error}
        // A record answered as null (List null) is nothing to show, not a record without fields.
        isEmpty={([m, about]) => !m || !about}
        data={info.data}
        onRetry={() => void info.reload()}
      >
        {([m, about]) => (
          <>
            <Card title={t('contract.parties')} id="contract-parties">
              <InfoRows
                rows={[
                  [t('contract.employer'), about.company],
                  [t('contract.employee'), m.name],
                  [t('contract.code'), m.code],
                ]}
              />
            </Card>
            <Card title={t('contract.terms')} id="contract-terms">
              <InfoRows
                rows={[
                  [t('contract.type'), m.employmentType],
                  [t('contract.start'), m.joinDate],
                  [
                    t('contract.years'),
                    t('contract.yearsValue', { count: Math.max(0, dayjs().diff(dayjs(m.joinDate), 'year')) }),
                  ],
                  [t('contract.post'), m.post],
                  [t('contract.department'), m.department],
                  [t('contract.base'), m.base],
                ]}
              />
            </Card>
            <p className={ui.note}>{t('contract.note')}</p>
          </>
        )}
      </AsyncView>
    </Page>
  );
}
