import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ErrorState';
import { Field, FieldTextButton } from '@/components/Field';
import { FormError, SubmitButton } from '@/components/Form';
import { useQuery } from '@tanstack/react-query';
import { queryClient } from '@/api/queryClient';
import { useSubmit } from '@/api/useSubmit';
import { paths } from '@/lib/paths';
import { Page } from '@/shell/Page';
import { useDraft } from '@/stores/drafts';
import { showToast } from '@/stores/feedback';
import { useSessionStore } from '@/stores/session';
import { baseInfoQuery, loginInfoQuery, sendPhoneCode, setPhone } from '@/api/me';
import { Facts } from '@/components/Facts';
import { Card, ui } from '../components/Ui';
import { isMobile, maskPhone } from '../lib/rules';
import { useResendCountdown } from '../lib/useCountdown';

interface PhoneForm {
  phone: string;
}

/**
 * Change the phone number: the new number (§5 rule and message), a code sent to it with its resend
 * countdown, then the change. The new number also signs in by SMS from then on.
 */
export default function TelephonePage() {
  const { t } = useTranslation('me');
  const navigate = useNavigate();
  const me = useQuery(loginInfoQuery());
  const form = useDraft<PhoneForm>('me.telephone', { phone: '' });
  // The one-time code is a secret: in memory only, never in the kept draft.
  const [code, setCode] = useState('');
  const submit = useSubmit();
  const sending = useSubmit();
  const countdown = useResendCountdown();
  const [phoneError, setPhoneError] = useState<string>();
  const [codeError, setCodeError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const { phone } = form.value;

  const sendCode = async () => {
    if (!isMobile(phone)) {
      setPhoneError(t('phone.invalid'));
      return;
    }
    setPhoneError(undefined);
    const outcome = await sending.run(() => sendPhoneCode(phone.trim()));
    if (outcome?.ok) {
      countdown.start(outcome.data.resendAfter || 60);
      setSentTo(phone.trim());
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const badPhone = !isMobile(phone);
    setPhoneError(badPhone ? t('phone.invalid') : undefined);
    setCodeError(code.trim() ? undefined : t('phone.codeRequired'));
    if (badPhone || !code.trim()) return;
    const outcome = await submit.run(() => setPhone(phone.trim(), code.trim()));
    if (!outcome?.ok) return;
    form.discard();
    const session = useSessionStore.getState();
    if (session.auth && session.token) {
      // The stored auth entry shows the phone in settings: keep it in step with the backend.
      session.login({
        auth: { ...session.auth, phone: outcome.data.phone },
        token: session.token,
        identifyCode: session.identifyCode ?? undefined,
      });
    }
    // The records that show the number read it again.
    void queryClient.invalidateQueries({ queryKey: loginInfoQuery().queryKey });
    void queryClient.invalidateQueries({ queryKey: baseInfoQuery().queryKey });
    showToast(t('phone.done', { phone: maskPhone(outcome.data.phone) }));
    navigate(paths.me.setup, { replace: true });
  };

  return (
    <Page header={{ left: ['back'], right: ['home'] }}>
      {me.data && (
        <Card>
          <Facts items={[{ label: t('phone.current'), value: maskPhone(me.data.phone) }]} />
        </Card>
      )}
      {/* The current number is optional to the form: its failed read is said inline, with retry. */}
      {me.isError && !me.data && <ErrorState error={me.error} onRetry={() => void me.refetch()} />}
      <form className={ui.form} onSubmit={(e) => void onSubmit(e)} noValidate>
        <Field
          label={t('phone.new')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={11}
          value={phone}
          onChange={(next) => {
            form.set((previous) => ({ ...previous, phone: next }));
            setPhoneError(undefined);
          }}
          state={phoneError ? 'error' : undefined}
          message={phoneError}
        />
        <Field
          label={t('phone.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(next) => {
            setCode(next);
            setCodeError(undefined);
          }}
          state={codeError ? 'error' : undefined}
          message={codeError ?? (sentTo ? t('phone.sentTo', { phone: maskPhone(sentTo) }) : undefined)}
          suffix={
            <FieldTextButton
              look="outline"
              onClick={() => void sendCode()}
              disabled={countdown.remaining > 0 || sending.pending}
            >
              {countdown.remaining > 0
                ? t('phone.resend', { seconds: countdown.remaining })
                : t('phone.send')}
            </FieldTextButton>
          }
        />
        <FormError message={sending.error ?? submit.error} />
        <SubmitButton pending={submit.pending} label={t('phone.submit')} pendingLabel={t('common.sending')} />
      </form>
    </Page>
  );
}
