import { defineStrings, registerStrings } from '@/i18n';

/**
 * Words of the data layer's lazily loaded part (namespace 'data', api/sessionData): what a logout or
 * another user's sign-in would drop. They load with that code, not with the start-up bundle.
 */
export const strings = defineStrings(
  {
    unsent: {
      title: '有未发送的记录',
      otherUser_other:
        '手机上还有 {{name}} 的 {{count}} 条未发送的记录（离线时填写）。以新账号登录会删除这些记录以及 {{name}} 保存在手机上的数据。',
      logout_other: '还有 {{count}} 条未发送的记录（离线时填写）。退出后这些记录将被删除，不会再发送。',
      continueSignIn: '删除并登录',
      continueLogout: '删除并退出',
    },
  },
  {
    unsent: {
      title: 'Records not sent yet',
      otherUser_one:
        'A record of {{name}} made offline has not been sent yet. Signing in with another account deletes it, and everything of {{name}} kept on this phone.',
      otherUser_other:
        '{{count}} records of {{name}} made offline have not been sent yet. Signing in with another account deletes them, and everything of {{name}} kept on this phone.',
      logout_one:
        'A record made offline has not been sent yet. Logging out deletes it: it will never be sent.',
      logout_other:
        '{{count}} records made offline have not been sent yet. Logging out deletes them: they will never be sent.',
      continueSignIn: 'Delete and sign in',
      continueLogout: 'Delete and log out',
    },
  },
);

registerStrings('data', strings);
