import { useEffect, useRef, useState } from 'react';
import { Field } from '@/components/Field';
import styles from './study.module.css';

/**
 * The search field of a study list; the visible placeholder says what it searches. It keeps what is
 * typed itself and hands each change on (screens keep it in the address): the address changes a
 * moment later, and a field driven by it would drop the letters typed in between.
 */
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
  const [text, setText] = useState(value);
  const sent = useRef(value);
  // A change from outside (back, a link) shows; our own changes coming back do not reset the field.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);
  return (
    <div role="search" className={styles.controls}>
      <Field
        type="search"
        icon="search"
        label={<span className="visually-hidden">{label}</span>}
        placeholder={placeholder}
        value={text}
        onChange={(next) => {
          setText(next);
          sent.current = next;
          onChange(next);
        }}
      />
    </div>
  );
}
