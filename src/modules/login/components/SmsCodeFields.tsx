import { useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, FieldTextButton } from '@/components/Field';
import { isApiError } from '@/api/errors';
import type { SendSmsResult } from '@/api/schema/auth';
import { showToast } from '@/stores/feedback';
import { validatePhone, type ValidationKey } from '../validation';
import styles from '../login.module.css';

export interface SmsCodeFieldsProps {
  phone: string;
  code: string;
  onPhoneChange: (value: string) => void;
  onCodeChange: (value: string) => void;
  /** Messages already translated (validation or the backend's). */
  phoneError?: string | null;
  codeError?: string | null;
  onPhoneError: (message: string | null) => void;
  /** Asks the backend to send a code to the phone. */
  send: (phone: string) => Promise<SendSmsResult>;
  /** Seconds left before another code may be asked for, and how to start counting. */
  remaining: number;
  startCountdown: (seconds: number) => void;
  disabled?: boolean;
  phoneRef?: Ref<HTMLInputElement | HTMLTextAreaElement>;
  codeRef?: Ref<HTMLInputElement | HTMLTextAreaElement>;
}

/** Phone number and SMS code, with the "get code" button and its resend countdown. */
export function SmsCodeFields(props: SmsCodeFieldsProps) {
  const { phone, code, phoneError, codeError, remaining } = props;
  const { t } = useTranslation('login');
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);

  const sendCode = async () => {
    if (sendingRef.current || remaining > 0) return;
    const invalid: ValidationKey | null = validatePhone(phone);
    if (invalid) {
      props.onPhoneError(t(invalid));
      return;
    }
    sendingRef.current = true;
    setSending(true);
    props.onPhoneError(null);
    try {
      const result = await props.send(phone.trim());
      props.startCountdown(result.resendAfter);
      showToast(t('sms.sent', { minutes: Math.max(1, Math.round((result.expiresIn || 300) / 60)) }));
    } catch (error) {
      if (isApiError(error) && error.kind === 'cancelled') return;
      props.onPhoneError(isApiError(error) && error.message ? error.message : t('errors.loginFailed'));
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  };

  const counting = remaining > 0;
  return (
    <>
      <Field
        ref={props.phoneRef}
        label={t('fields.phone')}
        icon="phone"
        type="tel"
        name="phone"
        inputMode="tel"
        autoComplete="tel"
        maxLength={11}
        placeholder={t('fields.phonePlaceholder')}
        value={phone}
        onChange={props.onPhoneChange}
        state={phoneError ? 'error' : undefined}
        message={phoneError}
      />
      <Field
        ref={props.codeRef}
        label={t('fields.code')}
        icon="mail"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={8}
        placeholder={t('fields.codePlaceholder')}
        value={code}
        onChange={props.onCodeChange}
        state={codeError ? 'error' : undefined}
        message={codeError}
        disableClear
        suffix={
          <FieldTextButton
            look="outline"
            className={styles.codeButton}
            onClick={() => void sendCode()}
            disabled={sending || counting || props.disabled}
            aria-busy={sending}
            aria-label={counting ? t('sms.resendLabel', { count: remaining }) : undefined}
          >
            {sending ? t('sms.sending') : counting ? t('sms.resend', { seconds: remaining }) : t('sms.send')}
          </FieldTextButton>
        }
      />
    </>
  );
}
