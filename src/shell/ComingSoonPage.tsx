import { useMatches } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Page } from './Page';
import type { RouteHandle } from './routing';
import styles from './RouteError.module.css';

/** The plain page of a screen whose module has not been built yet (allowed by the foundation issue). */
export default function ComingSoonPage() {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  const { t } = useTranslation(handle?.ns ?? 'common');
  const screen = handle?.titleKey ? t(handle.titleKey) : '';
  return (
    <Page header={{ title: screen, left: ['back'], right: ['home'] }}>
      <div className={styles.box}>
        <p className={styles.title}>{t('common:comingSoon.title')}</p>
        <p>{t('common:comingSoon.body', { screen })}</p>
      </div>
    </Page>
  );
}
