import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AsyncView } from '@/components/AsyncView';
import { EmptyResult } from '@/components/EmptyResult';
import { Page } from '@/shell/Page';
import { fetchPersonInfo } from '../api';
import { useCachedRequest } from '@/api/useCachedRequest';
import { PersonProfile } from './PersonProfile';

/** A crew member's page: the person is in the URL (?code=), so it can be reloaded and shared. */
export function PersonScreen({ captain }: { captain?: boolean }) {
  const { t } = useTranslation('dynamics');
  const [params] = useSearchParams();
  const code = (params.get('code') ?? '').trim();
  const person = useCachedRequest(code ? `person#${code}` : null, (signal) =>
    fetchPersonInfo({ code }, { signal }),
  );
  const title = t(captain ? 'screens.captain' : 'screens.crewMember');
  return (
    <Page header={{ title, left: ['back'], right: ['home'] }}>
      {!code ? (
        <EmptyResult text={t('person.noCode')} />
      ) : (
        <AsyncView
          data={person.data}
          loading={person.loading}
          error={person.error}
          onRetry={() => void person.reload()}
        >
          {(data) => <PersonProfile person={data} captain={captain} />}
        </AsyncView>
      )}
    </Page>
  );
}
