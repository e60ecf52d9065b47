import styles from '../login.module.css';

interface SubmitButtonProps {
  pending: boolean;
  label: string;
  pendingLabel: string;
}

/** The form's submit: disabled and busy while its request is in flight, so a double tap sends one request. */
export function SubmitButton({ pending, label, pendingLabel }: SubmitButtonProps) {
  return (
    <button type="submit" className={styles.submit} disabled={pending} aria-busy={pending}>
      {pending && <span className={styles.spinner} aria-hidden="true" />}
      {pending ? pendingLabel : label}
    </button>
  );
}
