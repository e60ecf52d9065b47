import { useTranslation } from 'react-i18next';
import type { Licence } from '@/api/schema/me';
import { licenceMark } from '../lib/rules';
import { Tag } from '@/components/Tag';

/** Expired / expiring within 90 days (with the days) / valid. */
export function LicenceMarkTag({ licence }: { licence: Pick<Licence, 'daysLeft'> }) {
  const { t } = useTranslation('me');
  const mark = licenceMark(licence);
  if (mark === 'expired')
    return (
      <Tag tone="danger">
        {t('license.expired')} · {t('license.daysOver', { count: -licence.daysLeft })}
      </Tag>
    );
  if (mark === 'expiring')
    return (
      <Tag tone="warning">
        {t('license.expiring')} · {t('license.daysLeft', { count: licence.daysLeft })}
      </Tag>
    );
  return <Tag tone="success">{t('license.valid')}</Tag>;
}
