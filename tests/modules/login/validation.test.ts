import { describe, expect, it } from 'vitest';
import { strings } from '@/modules/login/i18n';
import {
  MIN_PASSWORD_LENGTH,
  validateCode,
  validateConfirmation,
  validateForm,
  validateLoginPassword,
  validateNewPassword,
  validatePhone,
  validateUserName,
} from '@/modules/login/validation';

const message = (lang: 'zh-cn' | 'en-us', key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], strings[lang]);

describe('login validation (SPEC §5)', () => {
  it('asks for a user name (spaces alone are none)', () => {
    expect(validateUserName('')).toBe('errors.userNameRequired');
    expect(validateUserName('   ')).toBe('errors.userNameRequired');
    expect(validateUserName('pilot')).toBeNull();
  });

  it('asks for a password to sign in, whatever its strength', () => {
    expect(validateLoginPassword('')).toBe('errors.passwordRequired');
    expect(validateLoginPassword('x')).toBeNull();
  });

  it('accepts only a mainland mobile number: 11 digits starting 13–19', () => {
    expect(validatePhone('')).toBe('errors.phoneRequired');
    for (const bad of [
      '12800138001',
      '1380013800',
      '138001380012',
      '23800138001',
      '1380013800a',
      '+8613800138001',
    ])
      expect(validatePhone(bad), bad).toBe('errors.phoneInvalid');
    for (const good of ['13800138001', '19912345678', ' 15012345678 '])
      expect(validatePhone(good), good).toBeNull();
  });

  it('requires the verification code', () => {
    expect(validateCode('')).toBe('errors.codeRequired');
    expect(validateCode('  ')).toBe('errors.codeRequired');
    expect(validateCode('123456')).toBeNull();
  });

  it('needs a new password of at least 8 characters with letters and digits', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(8);
    expect(validateNewPassword('')).toBe('errors.passwordRequired');
    expect(validateNewPassword('abc1234')).toBe('errors.passwordTooShort');
    expect(validateNewPassword('abcdefgh')).toBe('errors.passwordLettersAndDigits');
    expect(validateNewPassword('12345678')).toBe('errors.passwordLettersAndDigits');
    expect(validateNewPassword('abcd1234')).toBeNull();
    expect(validateNewPassword('Pass word 1')).toBeNull();
  });

  it('needs the confirmation, and it must match', () => {
    expect(validateConfirmation('abcd1234', '')).toBe('errors.confirmRequired');
    expect(validateConfirmation('abcd1234', 'abcd12345')).toBe('errors.confirmMismatch');
    expect(validateConfirmation('abcd1234', 'abcd1234')).toBeNull();
  });

  it('reports only the fields that failed', () => {
    expect(validateForm({ phone: validatePhone('1'), code: validateCode('123456') })).toEqual({
      phone: 'errors.phoneInvalid',
    });
  });

  it('has its own message for each rule in both languages', () => {
    const keys = [
      'errors.userNameRequired',
      'errors.passwordRequired',
      'errors.phoneRequired',
      'errors.phoneInvalid',
      'errors.codeRequired',
      'errors.passwordTooShort',
      'errors.passwordLettersAndDigits',
      'errors.confirmRequired',
      'errors.confirmMismatch',
    ];
    for (const lang of ['zh-cn', 'en-us'] as const) {
      const texts = keys.map((key) => message(lang, key));
      for (const text of texts) expect(typeof text === 'string' && text.length > 0).toBe(true);
      expect(new Set(texts).size).toBe(keys.length);
    }
    expect(message('zh-cn', 'errors.phoneInvalid')).toBe('请输入正确的手机号');
    expect(message('en-us', 'errors.phoneInvalid')).toBe('Please enter the correct phone number');
  });

  it('has the same keys in both languages (English adding the singular of each count)', () => {
    const shape = (node: unknown): unknown =>
      node && typeof node === 'object'
        ? Object.fromEntries(
            Object.entries(node)
              .filter(([key]) => !key.endsWith('_one'))
              .map(([key, value]) => [key, shape(value)]),
          )
        : typeof node;
    expect(shape(strings['en-us'])).toEqual(shape(strings['zh-cn']));
  });
});
