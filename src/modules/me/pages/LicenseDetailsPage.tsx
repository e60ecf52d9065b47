import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AsyncView } from '@/components/AsyncView';
import { useRequest } from '@/api/useRequest';
import { Page } from '@/shell/Page';
import { getLicences } from '../api';
import { Facts } from '@/components/Facts';
import { Card } from '../components/Ui';
import { LicenceMarkTag } from '../components/LicenceMarkTag';

/** One licence (`?id=`), with its remarks. */
export default function LicenseDetailsPage() {
  const { t } = useTranslation('me');
  const id = useSearchParams()[0].get('id') ?? '';
  const licences = useRequest((signal) => getLicences(signal), []);
  const licence = licences.data?.find((l) => l.licenceId === id) ?? (licences.data ? null : undefined);
  return (
    <Page header={{ left: ['back'], right: ['home'] }}>
      <AsyncView
        loading={licences.loading}
        error={licences.error}
        data={licence}
        onRetry={() => void licences.reload()}
        emptyText={t('common.notFound')}
      >
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
