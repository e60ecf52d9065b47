import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { personQuery } from '@/api/dynamics';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { EmptyResult } from '@/components/EmptyResult';
import { Page } from '@/shell/Page';
import { PersonProfile } from './PersonProfile';

/** A crew member's page: the person is in the URL (?code=), so it can be reloaded and shared. */
export function PersonScreen({ captain }: { captain?: boolean }) {
  const { t } = useTranslation('dynamics');
  const [params] = useSearchParams();
  const code = (params.get('code') ?? '').trim();
  const person = useQuery({ ...personQuery({ code }), enabled: code !== '' });
  const title = t(captain ? 'screens.captain' : 'screens.crewMember');
  return (
    <Page header={{ title, left: ['back'], right: ['home'] }}>
      {!code ? (
        <EmptyResult text={t('person.noCode')} />
      ) : (
        <AsyncView {...fromQuery(person)}>
          {(data) => <PersonProfile person={data} captain={captain} />}
        </AsyncView>
      )}
    </Page>
  );
}
