import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, FieldButton } from '@/components/Field';
import { Icon } from '@/components/Icon';

interface PasswordFieldProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  name: string;
  error?: string | null;
  /** A hint shown under the field while there is no error. */
  hint?: string;
  ref?: Ref<HTMLInputElement | HTMLTextAreaElement>;
}

/** A password input with a show/hide toggle (typing on a phone keyboard is error-prone). */
export function PasswordField({
  label,
  placeholder,
  value,
  onChange,
  autoComplete,
  name,
  error,
  hint,
  ref,
}: PasswordFieldProps) {
  const { t } = useTranslation('login');
  const [visible, setVisible] = useState(false);
  return (
    <Field
      ref={ref}
      label={label}
      icon="lock"
      type={visible ? 'text' : 'password'}
      name={name}
      autoComplete={autoComplete}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      placeholder={placeholder}
      value={value}
      onChange={onChange}
      state={error ? 'error' : undefined}
      message={error || hint}
      suffix={
        <FieldButton
          aria-label={visible ? t('hidePassword') : t('showPassword')}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          <Icon name={visible ? 'eye-off' : 'eye'} size={36} />
        </FieldButton>
      }
    />
  );
}
