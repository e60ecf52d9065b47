import { useTranslation } from 'react-i18next';
import { currentLang, LANGS, setLang, type Lang } from '@/i18n';
import styles from './LanguageSwitch.module.css';

/** Each language is named in itself, so a user who cannot read the current one still finds theirs. */
const NAMES: Record<Lang, { label: string; htmlLang: string }> = {
  'zh-cn': { label: '中文', htmlLang: 'zh-CN' },
  'en-us': { label: 'English', htmlLang: 'en' },
};

export interface LanguageSwitchProps {
  /** Accessible name of the group (or use labelledBy). */
  label?: string;
  labelledBy?: string;
  /** 'pill' is compact for a page corner; 'block' fills a settings row. */
  look?: 'pill' | 'block';
}

/** Switches the interface language at once and remembers it under the `lang` key. */
export function LanguageSwitch({ label, labelledBy, look = 'pill' }: LanguageSwitchProps) {
  useTranslation(); // re-render when the language changes
  const active = currentLang();
  return (
    <div role="group" aria-label={label} aria-labelledby={labelledBy} className={styles[look]}>
      {LANGS.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={NAMES[lang].htmlLang}
          className={styles.option}
          aria-pressed={active === lang}
          onClick={() => void setLang(lang)}
        >
          {NAMES[lang].label}
        </button>
      ))}
    </div>
  );
}
