import { useTranslation } from 'react-i18next';
import dayjs from '@/i18n/dayjs';
import { AsyncView } from '@/components/AsyncView';
import { useQuery } from '@tanstack/react-query';
import { Page } from '@/shell/Page';
import { aboutQuery, baseInfoQuery } from '@/api/me';
import { Facts } from '@/components/Facts';
import { Card, ui } from '../components/Ui';
import { fromQueries } from '../lib/fromQueries';

/**
 * The employment contract as the personnel record holds it: the company (from the system's about
 * record) and the crew member, the employment type, start date, post and place of work.
 */
export default function ContractPage() {
  const { t } = useTranslation('me');
  const base = useQuery(baseInfoQuery());
  const about = useQuery(aboutQuery());
  return (
    <Page header={{ left: ['back'], right: ['home'] }}>
      <AsyncView
        {...fromQueries(base, about)}
        // A record answered as null (List null) is nothing to show, not a record without fields.
        isEmpty={([m, about]) => !m || !about}
      >
        {([m, about]) => (
          <>
            <Card title={t('contract.parties')} id="contract-parties">
              <Facts
                items={[
                  { label: t('contract.employer'), value: about.company },
                  { label: t('contract.employee'), value: m.name },
                  { label: t('contract.code'), value: m.code },
                ]}
              />
            </Card>
            <Card title={t('contract.terms')} id="contract-terms">
              <Facts
                items={[
                  { label: t('contract.type'), value: m.employmentType },
                  { label: t('contract.start'), value: m.joinDate },
                  {
                    label: t('contract.years'),
                    value: t('contract.yearsValue', {
                      count: Math.max(0, dayjs().diff(dayjs(m.joinDate), 'year')),
                    }),
                  },
                  { label: t('contract.post'), value: m.post },
                  { label: t('contract.department'), value: m.department },
                  { label: t('contract.base'), value: m.base },
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
