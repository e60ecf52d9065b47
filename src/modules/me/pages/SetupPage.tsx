import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Page } from '@/shell/Page';
import { Icon } from '@/components/Icon';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { useSessionStore } from '@/stores/session';
import { confirmDropOnLogout } from '@/api/sessionData';
import { showConfirm } from '@/stores/feedback';
import { paths } from '@/lib/paths';
import { usePrefsStore } from '@/stores/prefs';
import { Menu } from '../components/Ui';
import { maskPhone } from '../lib/rules';
import styles from './SetupPage.module.css';

/**
 * Every setting: account and security (password, phone, certificate), general (language, text size,
 * message alerts), help (problem reports, suggestions, about, agreement). Account part: who is signed in, the language, sign-out (ends the session, keeps this
 * device's preferences and remembered account) and logout (clears the token and local storage but for
 * the language and text size). Both go to login in place of this page, so "back" shows no signed-in page.
 */
export default function SetupPage() {
  const { t } = useTranslation('me');
  const navigate = useNavigate();
  const auth = useSessionStore((state) => state.auth);
  const size = usePrefsStore((state) => state.textSize);

  const signOut = async () => {
    // Records made offline and not sent yet are dropped with everything kept: the user may cancel.
    if (!(await confirmDropOnLogout())) return;
    useSessionStore.getState().signOut();
    navigate(paths.login.home, { replace: true });
  };

  const logout = async () => {
    if (!(await confirmDropOnLogout())) return;
    const confirmed = await showConfirm({
      title: t('setup.logoutTitle'),
      content: t('setup.logoutConfirm'),
      confirmText: t('setup.logoutButton'),
    });
    if (!confirmed) return;
    useSessionStore.getState().logout();
    navigate(paths.login.home, { replace: true });
  };

  return (
    <Page header={{ title: t('screens.setup'), left: ['back'], right: ['home'] }}>
      {auth && (
        <section className={styles.card} aria-labelledby="setup-account">
          <h2 id="setup-account" className={styles.heading}>
            {t('setup.account')}
          </h2>
          <div className={styles.person}>
            {auth.avatar ? (
              // The name is right beside it: the picture adds nothing for a screen reader.
              <img className={styles.avatar} src={auth.avatar} alt="" />
            ) : (
              <span className={styles.avatar} aria-hidden="true">
                <Icon name="user" size={56} />
              </span>
            )}
            <div className={styles.who}>
              <p className={styles.name}>{auth.name}</p>
              <p className={styles.post}>{auth.post}</p>
            </div>
          </div>
          <dl className={styles.details}>
            <div>
              <dt>{t('setup.userName')}</dt>
              <dd>{auth.userName}</dd>
            </div>
            {auth.phone && (
              <div>
                <dt>{t('setup.phone')}</dt>
                <dd>{maskPhone(auth.phone)}</dd>
              </div>
            )}
            {auth.department && (
              <div>
                <dt>{t('setup.department')}</dt>
                <dd>{auth.department}</dd>
              </div>
            )}
          </dl>
        </section>
      )}

      <Menu
        label={t('settings.account')}
        items={[
          { to: paths.me.password, icon: 'lock', label: t('screens.password') },
          {
            to: paths.me.telephone,
            icon: 'phone',
            label: t('screens.telephone'),
            value: auth?.phone ? maskPhone(auth.phone) : undefined,
          },
          { to: paths.me.certificate, icon: 'success', label: t('screens.certificate') },
        ]}
      />

      <Menu
        label={t('settings.general')}
        items={[
          { to: paths.me.currency, icon: 'settings', label: t('screens.currency') },
          { to: paths.me.newMsg, icon: 'bell', label: t('screens.newMsg') },
          { to: paths.me.moreLanguage, icon: 'language', label: t('screens.moreLanguage') },
          {
            to: paths.me.textSize,
            icon: 'text-size',
            label: t('screens.textSize'),
            value: t(`settings.textSizes.${size}`),
          },
        ]}
      />

      <Menu
        label={t('settings.help')}
        items={[
          { to: paths.me.question, icon: 'info', label: t('screens.question') },
          { to: paths.me.suggest, icon: 'mail', label: t('screens.suggest') },
          { to: paths.me.about, icon: 'info', label: t('screens.about') },
          { to: paths.me.protocol, icon: 'document', label: t('screens.protocol') },
        ]}
      />

      <section className={styles.card} aria-labelledby="setup-language">
        <h2 id="setup-language" className={styles.heading}>
          {t('setup.language')}
        </h2>
        <LanguageSwitch labelledBy="setup-language" look="block" />
      </section>

      <section className={styles.actions}>
        <button
          type="button"
          className={styles.signOut}
          onClick={signOut}
          aria-describedby="setup-sign-out-hint"
        >
          <Icon name="logout" size={40} />
          {t('setup.signOut')}
        </button>
        <p id="setup-sign-out-hint" className={styles.hint}>
          {t('setup.signOutHint')}
        </p>
        <button
          type="button"
          className={styles.logout}
          onClick={() => void logout()}
          aria-describedby="setup-logout-hint"
        >
          {t('setup.logout')}
        </button>
        <p id="setup-logout-hint" className={styles.hint}>
          {t('setup.logoutHint')}
        </p>
      </section>
    </Page>
  );
}
