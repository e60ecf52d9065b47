import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AsyncView } from '@/components/AsyncView';
import { useRequest } from '@/api/useRequest';
import { Page } from '@/shell/Page';
import { getLicences } from '../api';
import { Card, InfoRows } from '../components/Ui';
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
            <InfoRows
              rows={[
                [t('license.number'), l.number],
                [t('license.issueDate'), l.issueDate],
                [t('license.endorsementDate'), l.endorsementDate],
                [t('license.validUntil'), l.validUntil],
                [t('license.remarks'), l.remarks],
              ]}
            />
          </Card>
        )}
      </AsyncView>
    </Page>
  );
}
