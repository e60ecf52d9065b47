import styles from './Form.module.css';

interface SubmitButtonProps {
  pending: boolean;
  label: string;
  pendingLabel?: string;
  disabled?: boolean;
  className?: string;
}

/** A form's submit: disabled and busy while its request is on its way, so a double tap sends one request. */
export function SubmitButton({ pending, label, pendingLabel, disabled, className }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={`${styles.submit} ${className ?? ''}`}
      disabled={pending || disabled}
      aria-busy={pending}
    >
      {pending && <span className={styles.spinner} aria-hidden="true" />}
      {pending && pendingLabel ? pendingLabel : label}
    </button>
  );
}
