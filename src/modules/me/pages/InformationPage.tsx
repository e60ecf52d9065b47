import { useTranslation } from 'react-i18next';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { useQuery } from '@tanstack/react-query';
import { Page } from '@/shell/Page';
import { baseInfoQuery } from '@/api/me';
import { Facts } from '@/components/Facts';
import { Card } from '../components/Ui';
import { maskPhone } from '../lib/rules';

/** Every §3 crew member field of the signed-in user, in three groups. */
export default function InformationPage() {
  const { t } = useTranslation('me');
  const info = useQuery(baseInfoQuery());
  return (
    <Page header={{ left: ['back'], right: ['home'] }}>
      <AsyncView {...fromQuery(info)}>
        {(m) => (
          <>
            <Card title={t('info.basic')} id="info-basic">
              <Facts
                items={[
                  { label: t('info.name'), value: m.name },
                  { label: t('info.code'), value: m.code },
                  { label: t('info.userName'), value: m.userName },
                  { label: t('info.gender'), value: m.gender },
                  { label: t('info.ethnicity'), value: m.ethnicity },
                  { label: t('info.birthDate'), value: m.birthDate },
                  { label: t('info.nativePlace'), value: m.nativePlace },
                  { label: t('info.politicalStatus'), value: m.politicalStatus },
                  { label: t('info.phone'), value: maskPhone(m.phone) },
                ]}
              />
            </Card>
            <Card title={t('info.work')} id="info-work">
              <Facts
                items={[
                  { label: t('info.post'), value: m.post },
                  { label: t('info.department'), value: m.department },
                  { label: t('info.employmentType'), value: m.employmentType },
                  { label: t('info.technicalLevel'), value: m.technicalLevel },
                  { label: t('info.base'), value: m.base },
                  { label: t('info.joinDate'), value: m.joinDate },
                  { label: t('info.qualifiedTypes'), value: m.qualifiedTypes.join('、') },
                  { label: t('info.totalHours'), value: t('common.hoursValue', { value: m.totalHours }) },
                  { label: t('info.roles'), value: m.roles.join('、') },
                ]}
              />
            </Card>
            <Card title={t('info.background')} id="info-background">
              <Facts
                items={[
                  { label: t('info.education'), value: m.education },
                  { label: t('info.school'), value: m.school },
                  { label: t('info.major'), value: m.major },
                  { label: t('info.englishLevel'), value: m.englishLevel },
                  { label: t('info.mandarinLevel'), value: m.mandarinLevel },
                  { label: t('info.militaryService'), value: m.militaryService },
                ]}
              />
            </Card>
          </>
        )}
      </AsyncView>
    </Page>
  );
}
