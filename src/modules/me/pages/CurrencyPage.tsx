import { useTranslation } from 'react-i18next';
import { clearResponseCache } from '@/api/responseCache';
import { useRequest } from '@/api/useRequest';
import { ErrorState } from '@/components/ErrorState';
import { currentLang } from '@/i18n';
import { paths } from '@/lib/paths';
import { Page } from '@/shell/Page';
import { showToast } from '@/stores/feedback';
import { usePrefsStore } from '@/stores/prefs';
import { getAbout } from '../api';
import { Menu, ui } from '../components/Ui';

/** General settings: language, text size, message alerts, the local cache and the version. */
export default function CurrencyPage() {
  const { t } = useTranslation('me');
  const size = usePrefsStore((s) => s.textSize);
  const about = useRequest((signal) => getAbout(signal), []);
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
              clearResponseCache();
              showToast(t('currency.cleared'));
            },
          },
          {
            to: paths.me.about,
            icon: 'info',
            label: t('currency.version'),
            value: about.data ? about.data.version : about.error ? '—' : '…',
          },
        ]}
      />
      {/* The version is the only read here: its failure is said inline, with retry. */}
      {about.error && <ErrorState error={about.error} onRetry={() => void about.reload()} />}
      <p className={ui.note}>{t('currency.cacheHint')}</p>
    </Page>
  );
}
