import { useTranslation } from 'react-i18next';
import { AsyncView } from '@/components/AsyncView';
import { useRequest } from '@/api/useRequest';
import { Page } from '@/shell/Page';
import { getAgreement } from '../api';
import { Card, ui } from '../components/Ui';

/** The user agreement, paragraph by paragraph. */
export default function ProtocolPage() {
  const { t } = useTranslation('me');
  const agreement = useRequest((signal) => getAgreement(signal), []);
  return (
    <Page header={{ left: ['back'], right: ['home'] }}>
      <AsyncView
        loading={agreement.loading}
        error={agreement.error}
        data={agreement.data}
        onRetry={() => void agreement.reload()}
      >
        {(a) => (
          <Card title={a.title} id="agreement-title">
            <p className={ui.muted}>{t('protocol.version', { version: a.version, date: a.updatedAt })}</p>
            <div className={ui.paragraphs}>
              {a.content.split('\n').map((line, index) => (
                <p key={index}>{line}</p>
              ))}
            </div>
          </Card>
        )}
      </AsyncView>
    </Page>
  );
}
