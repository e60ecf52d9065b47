import { useTranslation } from 'react-i18next';
import { FormError as SharedFormError } from '@/components/Form';
import { shown } from '../messages';
import type { FormFailure } from '../useSubmit';

/** The shared form error with a login message (a key of this module, so it follows a language switch). */
export function FormError({ failure }: { failure: FormFailure | null }) {
  const { t } = useTranslation('login');
  return <SharedFormError message={shown(t, failure?.message)} note={shown(t, failure?.note)} />;
}
