import { useTranslation } from 'react-i18next';
import { shown } from '../messages';
import type { FormFailure } from '../useSubmit';
import styles from '../login.module.css';

/** Why the form's request failed (the backend's message, and any advice), announced to screen readers. */
export function FormError({ failure }: { failure: FormFailure | null }) {
  const { t } = useTranslation('login');
  if (!failure) return null;
  return (
    <div role="alert" className={styles.formError}>
      <p>{shown(t, failure.message)}</p>
      {failure.note && <p>{shown(t, failure.note)}</p>}
    </div>
  );
}
