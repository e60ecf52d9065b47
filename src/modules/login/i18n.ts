import { registerStrings, type Strings } from '@/i18n';

export const strings: Strings = {
  'zh-cn': { screens: { login: '登录', forget: '忘记密码', reset: '重置密码' } },
  'en-us': { screens: { login: 'Sign in', forget: 'Forgot password', reset: 'Reset password' } },
};

registerStrings('login', strings);
