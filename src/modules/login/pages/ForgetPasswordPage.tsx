import { useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Page } from '@/shell/Page';
import { paths } from '@/lib/paths';
import { sendResetCode, verifyResetCode } from '@/api/auth';
import { useCountdown } from '../useCountdown';
import { useSubmit } from '../useSubmit';
import { useKeptText } from '../useKeptText';
import { validateCode, validatePhone, type ValidationKey } from '../validation';
import { shown, type Shown } from '../messages';
import { FormError } from '../components/FormError';
import { SmsCodeFields } from '../components/SmsCodeFields';
import { SubmitButton } from '@/components/Form';
import type { ResetLocationState } from './ResetPasswordPage';
import styles from '../login.module.css';

/** Forgot password, step one: prove the phone with an SMS code, then set a new password on /login/reset. */
export default function ForgetPasswordPage() {
  const { t } = useTranslation('login');
  const navigate = useNavigate();
  const location = useLocation();
  const [phone, setPhone] = useKeptText(
    'forget.phone',
    () => (location.state as { phone?: string } | null)?.phone ?? '',
  );
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ phone?: Shown; code?: Shown }>({});
  const countdown = useCountdown();
  const { pending, failure, setFailure, run, isBusy } = useSubmit();
  const phoneInput = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);
  const codeInput = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isBusy()) return;
    const phoneRule: ValidationKey | null = validatePhone(phone);
    const codeRule: ValidationKey | null = validateCode(code);
    setErrors({
      phone: phoneRule ? { key: phoneRule } : undefined,
      code: codeRule ? { key: codeRule } : undefined,
    });
    setFailure(null);
    if (phoneRule) return phoneInput.current?.focus();
    if (codeRule) return codeInput.current?.focus();
    const number = phone.trim();
    const digits = code.trim();
    void run(async () => {
      const result = await verifyResetCode(number, digits);
      if (!result?.verified) {
        setFailure({ message: { key: 'forget.verifyFailed' } });
        return;
      }
      navigate(paths.login.reset, { state: { phone: number, code: digits } satisfies ResetLocationState });
    });
  };

  return (
    <Page header={{ title: t('screens.forget'), left: ['back'] }}>
      <form noValidate className={`${styles.form} ${styles.plainForm}`} onSubmit={submit}>
        <p className={styles.intro}>{t('forget.intro')}</p>
        <SmsCodeFields
          phone={phone}
          code={code}
          onPhoneChange={(value) => {
            setPhone(value);
            setErrors((current) => ({ ...current, phone: undefined }));
          }}
          onCodeChange={(value) => {
            setCode(value);
            setErrors((current) => ({ ...current, code: undefined }));
          }}
          phoneError={shown(t, errors.phone)}
          codeError={shown(t, errors.code)}
          onPhoneError={(text) =>
            setErrors((current) => ({ ...current, phone: text ? { text } : undefined }))
          }
          send={sendResetCode}
          remaining={countdown.remaining}
          startCountdown={countdown.start}
          phoneRef={phoneInput}
          codeRef={codeInput}
        />
        <FormError failure={failure} />
        <SubmitButton pending={pending} label={t('submit.next')} pendingLabel={t('submit.nextPending')} />
      </form>
    </Page>
  );
}
