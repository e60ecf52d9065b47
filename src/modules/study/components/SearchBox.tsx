import { Field } from '@/components/Field';
import styles from './study.module.css';

/** The search field of a study list; the visible placeholder says what it searches. */
export function SearchBox({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div role="search" className={styles.controls}>
      <Field
        type="search"
        icon="search"
        label={<span className="visually-hidden">{label}</span>}
        placeholder={placeholder}
        value={value}
        onChange={(next) => onChange(next)}
      />
    </div>
  );
}
