import { useTranslation } from 'react-i18next';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { useQuery } from '@tanstack/react-query';
import { Page } from '@/shell/Page';
import { licencesQuery } from '@/api/me';
import { ItemCard, ItemList, Meta, ui } from '../components/Ui';
import { LicenceMarkTag } from '../components/LicenceMarkTag';
import { links } from '../lib/links';
import { licenceMark } from '../lib/rules';

/** The user's licences, the lapsed and soon-lapsing ones marked and counted first. */
export default function LicensePage() {
  const { t } = useTranslation('me');
  const licences = useQuery(licencesQuery());
  return (
    <Page header={{ left: ['back'], right: ['home'] }}>
      <AsyncView {...fromQuery(licences)}>
        {(list) => {
          const attention = list.filter((l) => licenceMark(l) !== 'valid').length;
          return (
            <>
              <p className={ui.note} role={attention > 0 ? 'status' : undefined}>
                {attention > 0 ? t('license.attention', { count: attention }) : t('license.allValid')}
              </p>
              <ItemList label={t('license.list')}>
                {list.map((l) => (
                  <ItemCard
                    key={l.licenceId}
                    to={links.licence(l.licenceId)}
                    title={l.name}
                    aside={<LicenceMarkTag licence={l} />}
                  >
                    <Meta>
                      {t('license.number')} {l.number}
                    </Meta>
                    <Meta>
                      {t('license.issueDate')} {l.issueDate} · {t('license.endorsementDate')}{' '}
                      {l.endorsementDate}
                    </Meta>
                    <Meta>
                      {t('license.validUntil')} {l.validUntil}
                    </Meta>
                  </ItemCard>
                ))}
              </ItemList>
            </>
          );
        }}
      </AsyncView>
    </Page>
  );
}
