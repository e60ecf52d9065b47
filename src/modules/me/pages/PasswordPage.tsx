import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/Field';
import { FormError, SubmitButton } from '@/components/Form';
import { useSubmit } from '@/api/useSubmit';
import { paths } from '@/lib/paths';
import { Page } from '@/shell/Page';
import { useDraft } from '@/stores/drafts';
import { showAlert } from '@/stores/feedback';
import { useSessionStore } from '@/stores/session';
import { updatePassword } from '@/api/me';
import { ui } from '../components/Ui';
import { confirmProblem, passwordProblem } from '../lib/rules';

interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

type Errors = Partial<Record<keyof PasswordForm, string>>;

/**
 * Change password (§5: at least 8 characters with letters and digits, confirmed; the backend checks
 * the old one). Passwords never go into the kept drafts (the app writes no password anywhere), so the
 * form lives in memory only. Once changed, the user signs in again with the new password.
 */
export default function PasswordPage() {
  const { t } = useTranslation('me');
  const navigate = useNavigate();
  const form = useDraft<PasswordForm>(null, { oldPassword: '', newPassword: '', confirmPassword: '' });
  const submit = useSubmit();
  const [errors, setErrors] = useState<Errors>({});
  const value = form.value;

  const validate = (): Errors => {
    const next: Errors = {};
    if (!value.oldPassword) next.oldPassword = t('password.errors.oldRequired');
    const problem = passwordProblem(value.newPassword, value.oldPassword);
    if (problem) next.newPassword = t(`password.errors.${problem}`);
    const confirm = confirmProblem(value.newPassword, value.confirmPassword);
    if (confirm)
      next.confirmPassword = t(
        confirm === 'required' ? 'password.errors.confirmRequired' : 'password.errors.mismatch',
      );
    return next;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const outcome = await submit.run(() => updatePassword(value));
    if (!outcome?.ok) return;
    form.discard();
    await showAlert({ content: t('password.done') });
    // The old session was opened with the old password: sign in again with the new one.
    useSessionStore.getState().signOut();
    navigate(paths.login.home, { replace: true });
  };

  const set = (key: keyof PasswordForm) => (next: string) => {
    form.set((previous) => ({ ...previous, [key]: next }));
    if (errors[key]) setErrors((previous) => ({ ...previous, [key]: undefined }));
  };

  return (
    <Page header={{ left: ['back'], right: ['home'] }}>
      <form className={ui.form} onSubmit={(e) => void onSubmit(e)} noValidate>
        <Field
          label={t('password.old')}
          type="password"
          autoComplete="current-password"
          value={value.oldPassword}
          onChange={set('oldPassword')}
          state={errors.oldPassword ? 'error' : undefined}
          message={errors.oldPassword}
        />
        <Field
          label={t('password.new')}
          type="password"
          autoComplete="new-password"
          value={value.newPassword}
          onChange={set('newPassword')}
          state={errors.newPassword ? 'error' : undefined}
          message={errors.newPassword ?? t('password.rule')}
        />
        <Field
          label={t('password.confirm')}
          type="password"
          autoComplete="new-password"
          value={value.confirmPassword}
          onChange={set('confirmPassword')}
          state={errors.confirmPassword ? 'error' : undefined}
          message={errors.confirmPassword}
        />
        <FormError message={submit.error} />
        <SubmitButton
          pending={submit.pending}
          label={t('password.submit')}
          pendingLabel={t('common.sending')}
        />
      </form>
    </Page>
  );
}
