import { useNavigate, useRouteError } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { Page } from './Page';
import { useBack } from './useBack';
import styles from './RouteError.module.css';

/** Never a blank page: a screen that fails to load or render shows this, with a way back. */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const back = useBack();
  const { t } = useTranslation();
  useEffect(() => {
    console.error('Screen failed:', error);
  }, [error]);
  return (
    <Page header={{ title: t('boundary.title'), left: ['back'] }}>
      <div className={styles.box} role="alert">
        <p className={styles.title}>{t('boundary.title')}</p>
        <p>{t('boundary.body')}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.button} onClick={back}>
            {t('boundary.back')}
          </button>
          <button type="button" className={styles.button} onClick={() => navigate('/')}>
            {t('boundary.home')}
          </button>
          <button type="button" className={styles.button} onClick={() => window.location.reload()}>
            {t('boundary.reload')}
          </button>
        </div>
      </div>
    </Page>
  );
}
