import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { aboutQuery } from '@/api/me';
import { queryClient } from '@/api/queryClient';
import { ErrorState } from '@/components/ErrorState';
import { currentLang } from '@/i18n';
import { paths } from '@/lib/paths';
import { Page } from '@/shell/Page';
import { showToast } from '@/stores/feedback';
import { usePrefsStore } from '@/stores/prefs';
import { Menu, ui } from '../components/Ui';

/** General settings: language, text size, message alerts, the local cache and the version. */
export default function CurrencyPage() {
  const { t } = useTranslation('me');
  const size = usePrefsStore((s) => s.textSize);
  const about = useQuery(aboutQuery());
  return (
    <Page header={{ left: ['back'], right: ['home'] }}>
      <Menu
        label={t('settings.general')}
        items={[
          {
            to: paths.me.moreLanguage,
            icon: 'language',
            label: t('currency.language'),
            value: currentLang() === 'en-us' ? 'English' : '简体中文',
          },
          {
            to: paths.me.textSize,
            icon: 'text-size',
            label: t('currency.textSize'),
            value: t(`settings.textSizes.${size}`),
          },
          { to: paths.me.newMsg, icon: 'bell', label: t('currency.newMsg') },
          {
            icon: 'trash',
            label: t('currency.cache'),
            onClick: () => {
              // The answers of screens not shown (kept on the phone with them); the screen shown keeps its.
              queryClient.removeQueries({ type: 'inactive' });
              showToast(t('currency.cleared'));
            },
          },
          {
            to: paths.me.about,
            icon: 'info',
            label: t('currency.version'),
            value: about.data ? about.data.version : about.isError ? '—' : '…',
          },
        ]}
      />
      {/* The version is the only read here: its failure is said inline, with retry. */}
      {about.data === undefined && about.isError && (
        <ErrorState error={about.error} onRetry={() => void about.refetch()} />
      )}
      <p className={ui.note}>{t('currency.cacheHint')}</p>
    </Page>
  );
}
