import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Page } from '@/shell/Page';
import { Field } from '@/components/Field';
import { Icon } from '@/components/Icon';
import { LoadingState } from '@/components/LoadingState';
import { isApiError } from '@/api/errors';
import { loadHttp } from '@/api/client';
import { paths, safeRedirect } from '@/lib/paths';
import { useSessionStore } from '@/stores/session';
import { showConfirm } from '@/stores/feedback';
import { LOGIN_USER_NAME } from '@/lib/drafts';
import { lockStateQuery, passwordLogin, sendLoginCode, smsLogin, ssoLogin } from '@/api/auth';
import { queryClient } from '@/api/queryClient';
import { readRememberedUser } from '../session';
import { pendingPortalReturn, takePortalReturn } from '../portal';
import { useFinishLogin } from '../useFinishLogin';
import { useCountdown } from '../useCountdown';
import { useSubmit } from '../useSubmit';
import { useKeptText } from '../useKeptText';
import {
  PHONE_PATTERN,
  validateCode,
  validateForm,
  validateLoginPassword,
  validatePhone,
  validateUserName,
  type ValidationKey,
} from '../validation';
import { FormError } from '../components/FormError';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { Tabs } from '@/components/Tabs';
import { PasswordField } from '../components/PasswordField';
import { SmsCodeFields } from '../components/SmsCodeFields';
import { SubmitButton } from '@/components/Form';
import { shown, type Shown } from '../messages';
import { forgetStartFrame, frameInput } from '@/shell/startFrame';
import styles from '../login.module.css';

type Mode = 'password' | 'sms';
const MODES: Mode[] = ['password', 'sms'];
type FieldName = 'userName' | 'password' | 'phone' | 'code';

/** What another screen may hand to the login page: a user name to fill in, or a message to show. */
interface LoginLocationState {
  userName?: string;
  notice?: string;
}

/** Sign in by user name (or phone) and password, or by SMS code; also where SSO tokens come back to. */
export default function LoginPage() {
  const { t } = useTranslation('login');
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const finishLogin = useFinishLogin();
  const handed = (location.state ?? {}) as LoginLocationState;
  const idBase = useId();

  // What the user did in index.html's pre-rendered form before this page hydrated it comes first.
  const frame = frameInput();
  const [mode, setMode] = useState<Mode>('password');
  const [userName, setUserName] = useKeptText(
    LOGIN_USER_NAME,
    () => handed.userName ?? readRememberedUser(),
    frame.fields.username,
  );
  const [remember, setRemember] = useState(() =>
    frame.fields.remember === undefined ? readRememberedUser() !== '' : frame.fields.remember === 'true',
  );
  const [password, setPassword] = useState(() => frame.fields.password ?? '');
  const [phone, setPhone] = useKeptText('login.phone', () => '');
  const [code, setCode] = useState('');
  const countdown = useCountdown();
  const [errors, setErrors] = useState<Partial<Record<FieldName, Shown>>>({});
  const { pending, failure, setFailure, run, isBusy } = useSubmit(
    handed.notice ? { message: { text: handed.notice } } : null,
  );
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | HTMLTextAreaElement | null>>>({});

  const redirect = params.get('redirect');
  // Back from the company's portal (the route's loader took the token out of the address): "checking"
  // until the return is exchanged, or the form when it is turned down.
  const [portalReturn, setPortalReturn] = useState(() => pendingPortalReturn());

  // A form sent in index.html's pre-rendered form is sent now, once. A user name typed there is kept as
  // if typed here (a reload of the tab shows it). The caret is where it was: hydration keeps the fields.
  const passwordForm = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const { fields, sent } = frameInput();
    forgetStartFrame();
    if (fields.username !== undefined) setUserName(fields.username);
    if (sent) passwordForm.current?.requestSubmit();
    // setUserName never changes.
  }, [setUserName]);

  // The HTTP library is not in the start-up bundle: fetch it while the user types, once the screen is up.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    idle(() => void loadHttp().catch(() => undefined));
  }, []);

  // A token from the company portal (§7 ValiSsoToken) signs in without the form, only when it carries
  // back the state this tab sent (a link made by someone else cannot: it would sign this phone in as
  // them), and only after asking when someone is signed in here already. Single-use: taken once, even
  // when effects run twice. On failure the form shows why.
  useEffect(() => {
    const portal = takePortalReturn();
    if (!portal) return;
    if (!portal.trusted) {
      setPortalReturn(null);
      setFailure({ message: { key: 'sso.notStartedHere' } });
      return;
    }
    void (async () => {
      const current = useSessionStore.getState().auth;
      if (current) {
        const name = current.name || current.userName;
        const replace = await showConfirm({
          title: t('sso.replaceTitle'),
          content: t('sso.replaceBody', { name }),
          confirmText: t('sso.replaceConfirm'),
          cancelText: t('sso.keepCurrent', { name }),
        });
        if (!replace) {
          navigate(safeRedirect(redirect), { replace: true });
          return;
        }
      }
      try {
        await finishLogin(await ssoLogin(portal.token));
      } catch (error) {
        if (isApiError(error) && error.kind === 'cancelled') return;
        setPortalReturn(null);
        setFailure({
          message:
            isApiError(error) && error.message ? { text: error.message } : { key: 'errors.loginFailed' },
        });
      }
    })();
    // Once, at mount: the return was taken.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const editField = (name: FieldName, set: (value: string) => void) => (value: string) => {
    set(value);
    // A corrected field loses its message; the others keep theirs until the next submit.
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  };

  /** Shows what failed; returns false when a rule failed (the first failing field gets focus). */
  const check = (checks: Partial<Record<FieldName, ValidationKey | null>>): boolean => {
    const failed = validateForm(checks);
    const next: Partial<Record<FieldName, Shown>> = {};
    for (const [name, key] of Object.entries(failed)) next[name as FieldName] = { key: key as ValidationKey };
    setErrors(next);
    setFailure(null);
    const first = (Object.keys(checks) as FieldName[]).find((name) => failed[name]);
    if (first) inputs.current[first]?.focus();
    return !first;
  };

  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    if (isBusy()) return;
    if (!check({ userName: validateUserName(userName), password: validateLoginPassword(password) })) return;
    const name = userName.trim();
    void run(
      async () => finishLogin(await passwordLogin(name, password), { userName: name, keep: remember }),
      async (error) => {
        if (!isApiError(error) || error.kind !== 'business') return undefined;
        // The backend turned the credentials down: the password goes, the user name stays.
        setPassword('');
        inputs.current.password?.focus();
        // Asked now: the count changes with each attempt (never an answer kept from before).
        const lock = await queryClient
          .fetchQuery({ ...lockStateQuery(name), staleTime: 0, gcTime: 0 })
          .catch(() => null);
        if (lock?.locked) return { key: 'lock.locked' };
        const left = lock ? lock.maxAttempts - lock.failedAttempts : 0;
        return lock && lock.failedAttempts > 0 && left > 0
          ? { key: 'lock.remaining', count: left }
          : undefined;
      },
    );
  };

  const submitSms = (event: FormEvent) => {
    event.preventDefault();
    if (isBusy()) return;
    if (!check({ phone: validatePhone(phone), code: validateCode(code) })) return;
    void run(async () => finishLogin(await smsLogin(phone.trim(), code.trim())));
  };

  const switchMode = (next: Mode) => {
    setMode(next);
    setErrors({});
    setFailure(null);
  };

  const fieldRef = (name: FieldName) => (el: HTMLInputElement | HTMLTextAreaElement | null) => {
    inputs.current[name] = el;
  };

  const forgetState = PHONE_PATTERN.test(userName.trim()) ? { phone: userName.trim() } : undefined;

  return (
    <Page className={styles.loginPage}>
      <div className={styles.topBar}>
        <LanguageSwitch label={t('language')} />
      </div>
      <div className={styles.brand}>
        <span className={styles.logo} aria-hidden="true">
          <Icon name="plane" size={64} />
        </span>
        <h1 className={styles.appName}>{t('appName', { ns: 'common' })}</h1>
        <p className={styles.welcome}>{t('welcome')}</p>
      </div>

      {portalReturn?.trusted ? (
        <LoadingState text={t('sso.checking')} />
      ) : (
        <Tabs
          label={t('modes.label')}
          tabs={MODES.map((item) => ({ key: item, label: t(`modes.${item}`) }))}
          value={mode}
          onChange={switchMode}
          className={styles.card}
        >
          {mode === 'password' ? (
            <form
              ref={passwordForm}
              method="post"
              noValidate
              className={styles.form}
              onSubmit={submitPassword}
            >
              <Field
                ref={fieldRef('userName')}
                label={t('fields.userName')}
                icon="user"
                name="username"
                autoComplete="username"
                autoCapitalize="none"
                autoCorrect="off"
                spellCheck={false}
                placeholder={t('fields.userNamePlaceholder')}
                value={userName}
                onChange={editField('userName', setUserName)}
                state={errors.userName ? 'error' : undefined}
                message={shown(t, errors.userName)}
              />
              <PasswordField
                ref={fieldRef('password')}
                label={t('fields.password')}
                name="password"
                autoComplete="current-password"
                placeholder={t('fields.passwordPlaceholder')}
                value={password}
                onChange={editField('password', setPassword)}
                error={shown(t, errors.password)}
              />
              <div className={styles.row}>
                <label className={styles.remember}>
                  <input
                    type="checkbox"
                    name="remember"
                    checked={remember}
                    onChange={(event) => setRemember(event.target.checked)}
                    aria-describedby={`${idBase}-remember`}
                  />
                  <span>{t('remember')}</span>
                </label>
                <Link className={styles.link} to={paths.login.forget} state={forgetState}>
                  {t('forgot')}
                </Link>
              </div>
              {/* What remembering means, said before the box is ticked. */}
              <p id={`${idBase}-remember`} className={styles.hint}>
                {t('rememberHint')}
              </p>
              <FormError failure={failure} />
              <SubmitButton
                pending={pending}
                label={t('submit.login')}
                pendingLabel={t('submit.loginPending')}
              />
            </form>
          ) : (
            <form method="post" noValidate className={styles.form} onSubmit={submitSms}>
              <SmsCodeFields
                phone={phone}
                code={code}
                onPhoneChange={editField('phone', setPhone)}
                onCodeChange={editField('code', setCode)}
                phoneError={shown(t, errors.phone)}
                codeError={shown(t, errors.code)}
                onPhoneError={(text) =>
                  setErrors((current) => ({ ...current, phone: text ? { text } : undefined }))
                }
                send={sendLoginCode}
                remaining={countdown.remaining}
                startCountdown={countdown.start}
                phoneRef={fieldRef('phone')}
                codeRef={fieldRef('code')}
              />
              <FormError failure={failure} />
              <SubmitButton
                pending={pending}
                label={t('submit.login')}
                pendingLabel={t('submit.loginPending')}
              />
            </form>
          )}
        </Tabs>
      )}
    </Page>
  );
}
