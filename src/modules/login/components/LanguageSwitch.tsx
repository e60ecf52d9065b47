import { useTranslation } from 'react-i18next';
import { currentLang, LANGS, setLang, type Lang } from '@/i18n';
import styles from '../login.module.css';

/** Each language is named in itself, so a user who cannot read the current one still finds theirs. */
const NAMES: Record<Lang, { label: string; htmlLang: string }> = {
  'zh-cn': { label: '中文', htmlLang: 'zh-CN' },
  'en-us': { label: 'English', htmlLang: 'en' },
};

export function LanguageSwitch() {
  const { t } = useTranslation('login');
  const active = currentLang();
  return (
    <div role="group" aria-label={t('language')} className={styles.languages}>
      {LANGS.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={NAMES[lang].htmlLang}
          className={styles.language}
          aria-pressed={active === lang}
          onClick={() => void setLang(lang)}
        >
          {NAMES[lang].label}
        </button>
      ))}
    </div>
  );
}
