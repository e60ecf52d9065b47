import { useTranslation } from 'react-i18next';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { useQuery } from '@tanstack/react-query';
import { Page } from '@/shell/Page';
import { agreementQuery } from '@/api/me';
import { Card, ui } from '../components/Ui';

/** The user agreement, paragraph by paragraph. */
export default function ProtocolPage() {
  const { t } = useTranslation('me');
  const agreement = useQuery(agreementQuery());
  return (
    <Page header={{ left: ['back'], right: ['home'] }}>
      <AsyncView {...fromQuery(agreement)}>
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
