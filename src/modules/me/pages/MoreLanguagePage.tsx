import { useTranslation } from 'react-i18next';
import { currentLang, LANGS, setLang, type Lang } from '@/i18n';
import { Page } from '@/shell/Page';
import { Card, ui } from '../components/Ui';

/** Each language is named in itself, so a user who cannot read the current one still finds theirs. */
const NAMES: Record<Lang, { label: string; htmlLang: string }> = {
  'zh-cn': { label: '简体中文', htmlLang: 'zh-CN' },
  'en-us': { label: 'English', htmlLang: 'en' },
};

/** Language: zh-cn or en-us, kept under `lang` and applied at once everywhere. */
export default function MoreLanguagePage() {
  const { t } = useTranslation('me');
  const active = currentLang();
  return (
    <Page header={{ left: ['back'], right: ['home'] }}>
      <Card title={t('language.choose')} id="language-choose">
        <div role="radiogroup" aria-labelledby="language-choose" className={ui.choices}>
          {LANGS.map((lang) => (
            <label key={lang} className={ui.choice} lang={NAMES[lang].htmlLang}>
              <input
                type="radio"
                name="language"
                value={lang}
                checked={active === lang}
                onChange={() => void setLang(lang)}
              />
              <span>{NAMES[lang].label}</span>
            </label>
          ))}
        </div>
      </Card>
      <p className={ui.note}>{t('language.hint')}</p>
    </Page>
  );
}
