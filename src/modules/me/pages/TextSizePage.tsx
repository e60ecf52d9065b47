import { useTranslation } from 'react-i18next';
import { Page } from '@/shell/Page';
import { TEXT_SIZES, usePrefsStore, type TextSize } from '@/stores/prefs';
import { Card, ui } from '../components/Ui';

/** Text size: scales the whole interface at once (`--text-scale`) and is kept under `textSize`. */
export default function TextSizePage() {
  const { t } = useTranslation('me');
  const size = usePrefsStore((s) => s.textSize);
  return (
    <Page header={{ left: ['back'], right: ['home'] }}>
      <Card title={t('textSize.choose')} id="text-size-choose">
        <div role="radiogroup" aria-labelledby="text-size-choose" className={ui.choices}>
          {TEXT_SIZES.map((option) => (
            <label key={option} className={ui.choice}>
              <input
                type="radio"
                name="text-size"
                value={option}
                checked={size === option}
                onChange={() => usePrefsStore.getState().setTextSize(option as TextSize)}
              />
              <span>{t(`settings.textSizes.${option}`)}</span>
            </label>
          ))}
        </div>
      </Card>
      <Card title={t('textSize.preview')} id="text-size-preview">
        <p>{t('textSize.sample')}</p>
      </Card>
      <p className={ui.note}>{t('textSize.hint')}</p>
    </Page>
  );
}
