import styles from './Form.module.css';

/** Why the form's request failed (and any advice), announced to screen readers. */
export function FormError({ message, note }: { message: string | null | undefined; note?: string | null }) {
  if (!message) return null;
  return (
    <div role="alert" className={styles.formError}>
      <p>{message}</p>
      {note && <p>{note}</p>}
    </div>
  );
}
