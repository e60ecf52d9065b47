import { useTranslation } from 'react-i18next';
import { AsyncView } from '@/components/AsyncView';
import { useRequest } from '@/api/useRequest';
import { Page } from '@/shell/Page';
import { getBaseInfo } from '../api';
import { Card, InfoRows } from '../components/Ui';
import { maskPhone } from '../lib/rules';

/** Every §3 crew member field of the signed-in user, in three groups. */
export default function InformationPage() {
  const { t } = useTranslation('me');
  const info = useRequest((signal) => getBaseInfo(signal), []);
  return (
    <Page header={{ left: ['back'], right: ['home'] }}>
      <AsyncView
        loading={info.loading}
        error={info.error}
        data={info.data}
        onRetry={() => void info.reload()}
      >
        {(m) => (
          <>
            <Card title={t('info.basic')} id="info-basic">
              <InfoRows
                rows={[
                  [t('info.name'), m.name],
                  [t('info.code'), m.code],
                  [t('info.userName'), m.userName],
                  [t('info.gender'), m.gender],
                  [t('info.ethnicity'), m.ethnicity],
                  [t('info.birthDate'), m.birthDate],
                  [t('info.nativePlace'), m.nativePlace],
                  [t('info.politicalStatus'), m.politicalStatus],
                  [t('info.phone'), maskPhone(m.phone)],
                ]}
              />
            </Card>
            <Card title={t('info.work')} id="info-work">
              <InfoRows
                rows={[
                  [t('info.post'), m.post],
                  [t('info.department'), m.department],
                  [t('info.employmentType'), m.employmentType],
                  [t('info.technicalLevel'), m.technicalLevel],
                  [t('info.base'), m.base],
                  [t('info.joinDate'), m.joinDate],
                  [t('info.qualifiedTypes'), m.qualifiedTypes.join('、')],
                  [t('info.totalHours'), t('common.hoursValue', { value: m.totalHours })],
                  [t('info.roles'), m.roles.join('、')],
                ]}
              />
            </Card>
            <Card title={t('info.background')} id="info-background">
              <InfoRows
                rows={[
                  [t('info.education'), m.education],
                  [t('info.school'), m.school],
                  [t('info.major'), m.major],
                  [t('info.englishLevel'), m.englishLevel],
                  [t('info.mandarinLevel'), m.mandarinLevel],
                  [t('info.militaryService'), m.militaryService],
                ]}
              />
            </Card>
          </>
        )}
      </AsyncView>
    </Page>
  );
}
