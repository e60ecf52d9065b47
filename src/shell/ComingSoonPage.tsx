import { useTranslation } from 'react-i18next';
import { Page } from './Page';
import { useRouteTitle } from './useRouteTitle';
import styles from './RouteError.module.css';

/** The plain page of a screen whose module has not been built yet (allowed by the foundation issue). */
export default function ComingSoonPage() {
  const { t } = useTranslation();
  const screen = useRouteTitle();
  return (
    <Page header={{ left: ['back'], right: ['home'] }}>
      <div className={styles.box}>
        <p className={styles.title}>{t('comingSoon.title')}</p>
        <p>{t('comingSoon.body', { screen })}</p>
      </div>
    </Page>
  );
}
