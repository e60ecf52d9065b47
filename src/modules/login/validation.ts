/**
 * The login module's input rules (SPEC §5). Each rule answers with the i18n key of its own message
 * (namespace 'login', under `errors.`), or null when the value passes.
 */

/** A mainland-China mobile number: 11 digits starting 13–19. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
/** §9: minimum password length. */
export const MIN_PASSWORD_LENGTH = 8;

export type ValidationKey =
  | 'errors.userNameRequired'
  | 'errors.passwordRequired'
  | 'errors.phoneRequired'
  | 'errors.phoneInvalid'
  | 'errors.codeRequired'
  | 'errors.passwordTooShort'
  | 'errors.passwordLettersAndDigits'
  | 'errors.confirmRequired'
  | 'errors.confirmMismatch';

export type Rule = (value: string) => ValidationKey | null;

export const validateUserName: Rule = (value) => (value.trim() ? null : 'errors.userNameRequired');

/** Signing in only needs a password; its strength is the reset screen's business. */
export const validateLoginPassword: Rule = (value) => (value ? null : 'errors.passwordRequired');

export const validatePhone: Rule = (value) => {
  const phone = value.trim();
  if (!phone) return 'errors.phoneRequired';
  return PHONE_PATTERN.test(phone) ? null : 'errors.phoneInvalid';
};

export const validateCode: Rule = (value) => (value.trim() ? null : 'errors.codeRequired');

/** A new password: at least 8 characters, with both letters and digits. */
export const validateNewPassword: Rule = (value) => {
  if (!value) return 'errors.passwordRequired';
  if (value.length < MIN_PASSWORD_LENGTH) return 'errors.passwordTooShort';
  if (!/[A-Za-z]/.test(value) || !/\d/.test(value)) return 'errors.passwordLettersAndDigits';
  return null;
};

export function validateConfirmation(password: string, confirmation: string): ValidationKey | null {
  if (!confirmation) return 'errors.confirmRequired';
  return confirmation === password ? null : 'errors.confirmMismatch';
}

/** Runs every rule of a form; the result holds only the fields that failed. */
export function validateForm<K extends string>(
  checks: Partial<Record<K, ValidationKey | null>>,
): Partial<Record<K, ValidationKey>> {
  const failed: Partial<Record<K, ValidationKey>> = {};
  for (const key of Object.keys(checks) as K[]) {
    const result = checks[key];
    if (result) failed[key] = result;
  }
  return failed;
}
