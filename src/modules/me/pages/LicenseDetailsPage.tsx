import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { useQuery } from '@tanstack/react-query';
import { Page } from '@/shell/Page';
import { licencesQuery } from '@/api/me';
import { Facts } from '@/components/Facts';
import { Card } from '../components/Ui';
import { LicenceMarkTag } from '../components/LicenceMarkTag';

/** One licence (`?id=`), with its remarks. */
export default function LicenseDetailsPage() {
  const { t } = useTranslation('me');
  const id = useSearchParams()[0].get('id') ?? '';
  const licences = useQuery(licencesQuery());
  const licence = licences.data?.find((l) => l.licenceId === id) ?? (licences.data ? null : undefined);
  return (
    <Page header={{ left: ['back'], right: ['home'] }}>
      <AsyncView {...fromQuery(licences)} data={licence} emptyText={t('common.notFound')}>
        {(l) => (
          <Card title={l.name} id="licence-name">
            <p>
              <LicenceMarkTag licence={l} />
            </p>
            <Facts
              items={[
                { label: t('license.number'), value: l.number },
                { label: t('license.issueDate'), value: l.issueDate },
                { label: t('license.endorsementDate'), value: l.endorsementDate },
                { label: t('license.validUntil'), value: l.validUntil },
                { label: t('license.remarks'), value: l.remarks },
              ]}
            />
          </Card>
        )}
      </AsyncView>
    </Page>
  );
}
