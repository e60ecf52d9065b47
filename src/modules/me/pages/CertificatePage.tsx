import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { useQuery } from '@tanstack/react-query';
import { paths } from '@/lib/paths';
import { Page } from '@/shell/Page';
import { certificateQuery } from '@/api/me';
import { Facts } from '@/components/Facts';
import { Tag } from '@/components/Tag';
import { Card, ui } from '../components/Ui';
import styles from './CertificatePage.module.css';

/** The digital certificate that signs the user's electronic records, with its handwritten signature. */
export default function CertificatePage() {
  const { t } = useTranslation('me');
  const cert = useQuery(certificateQuery());
  return (
    <Page header={{ left: ['back'], right: ['home'] }}>
      <AsyncView {...fromQuery(cert)}>
        {(c) => (
          <>
            <Card title={t('screens.certificate')} id="cert-title">
              <p>
                <Tag tone={c.status === 'valid' ? 'success' : 'danger'}>
                  {c.status === 'valid' ? t('certificate.valid') : t('certificate.revoked')}
                </Tag>
              </p>
              <Facts
                items={[
                  { label: t('certificate.no'), value: c.certificateNo },
                  { label: t('certificate.holder'), value: c.holderName },
                  { label: t('certificate.holderCode'), value: c.holderCode },
                  { label: t('certificate.issuer'), value: c.issuer },
                  { label: t('certificate.serial'), value: c.serialNo },
                  { label: t('certificate.issuedAt'), value: c.issuedAt },
                  { label: t('certificate.validUntil'), value: c.validUntil },
                ]}
              />
            </Card>
            <Card title={t('certificate.signature')} id="cert-signature">
              {c.signatureImage ? (
                <img className={styles.signature} src={c.signatureImage} alt={t('certificate.signature')} />
              ) : (
                <p className={ui.muted}>{t('certificate.noSignature')}</p>
              )}
            </Card>
            <div className={ui.buttonRow}>
              <Link to={paths.me.changeCertificate} className={ui.buttonPrimary}>
                {t('certificate.change')}
              </Link>
            </div>
          </>
        )}
      </AsyncView>
    </Page>
  );
}
