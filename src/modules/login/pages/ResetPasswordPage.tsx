import { useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Page } from '@/shell/Page';
import { EmptyResult } from '@/components/EmptyResult';
import { showToast } from '@/stores/feedback';
import { paths } from '@/lib/paths';
import { resetPassword } from '@/api/auth';
import { useSubmit } from '../useSubmit';
import { validateConfirmation, validateNewPassword } from '../validation';
import { shown, type Shown } from '../messages';
import { FormError } from '../components/FormError';
import { PasswordField } from '../components/PasswordField';
import { SubmitButton } from '@/components/Form';
import styles from '../login.module.css';

/** What the forgot-password step hands over: the verified phone and its code (history state, never the URL). */
export interface ResetLocationState {
  phone: string;
  code: string;
}

function readHandedOver(state: unknown): ResetLocationState | null {
  const value = state as Partial<ResetLocationState> | null;
  return value &&
    typeof value.phone === 'string' &&
    typeof value.code === 'string' &&
    value.phone &&
    value.code
    ? { phone: value.phone, code: value.code }
    : null;
}

/** Forgot password, step two: the new password (≥ 8 characters, letters and digits) and its confirmation. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('login');
  const navigate = useNavigate();
  const location = useLocation();
  const verified = readHandedOver(location.state);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ password?: Shown; confirmation?: Shown }>({});
  const { pending, failure, setFailure, run, isBusy } = useSubmit();
  const passwordInput = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);
  const confirmationInput = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);

  const header = { title: t('screens.reset'), left: ['back' as const] };
  if (!verified) {
    return (
      <Page header={header}>
        <EmptyResult title={t('reset.missing')} text={t('reset.missingText')}>
          <Link className={styles.linkButton} to={paths.login.forget} replace>
            {t('reset.toForget')}
          </Link>
        </EmptyResult>
      </Page>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isBusy()) return;
    const passwordRule = validateNewPassword(password);
    const confirmationRule = validateConfirmation(password, confirmation);
    setErrors({
      password: passwordRule ? { key: passwordRule } : undefined,
      confirmation: confirmationRule ? { key: confirmationRule } : undefined,
    });
    setFailure(null);
    if (passwordRule) return passwordInput.current?.focus();
    if (confirmationRule) return confirmationInput.current?.focus();
    void run(async () => {
      const result = await resetPassword(verified.phone, verified.code, password);
      if (!result?.changed) {
        setFailure({ message: { key: 'reset.failed' } });
        return;
      }
      showToast(t('reset.done'));
      navigate(paths.login.home, { replace: true, state: { userName: verified.phone } });
    });
  };

  return (
    <Page header={header}>
      <form noValidate className={`${styles.form} ${styles.plainForm}`} onSubmit={submit}>
        <p className={styles.intro}>{t('reset.intro', { phone: verified.phone })}</p>
        {/* Tells the browser's password manager whose password this is. */}
        <input type="text" name="username" autoComplete="username" value={verified.phone} readOnly hidden />
        <PasswordField
          ref={passwordInput}
          label={t('fields.newPassword')}
          name="new-password"
          autoComplete="new-password"
          placeholder={t('fields.newPasswordPlaceholder')}
          value={password}
          onChange={(value) => {
            setPassword(value);
            setErrors((current) => ({ ...current, password: undefined }));
          }}
          error={shown(t, errors.password)}
          hint={t('reset.rules')}
        />
        <PasswordField
          ref={confirmationInput}
          label={t('fields.confirmPassword')}
          name="confirm-password"
          autoComplete="new-password"
          placeholder={t('fields.confirmPasswordPlaceholder')}
          value={confirmation}
          onChange={(value) => {
            setConfirmation(value);
            setErrors((current) => ({ ...current, confirmation: undefined }));
          }}
          error={shown(t, errors.confirmation)}
        />
        <FormError failure={failure} />
        <SubmitButton pending={pending} label={t('submit.reset')} pendingLabel={t('submit.resetPending')} />
      </form>
    </Page>
  );
}
