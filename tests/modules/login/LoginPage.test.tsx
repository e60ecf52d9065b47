import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setFault } from '@mocks/node';
import { useSessionStore } from '@/stores/session';
import { STORAGE_KEYS } from '@/lib/storage';
import { draftKey, LOGIN_USER_NAME, SIGNED_OUT } from '@/lib/drafts';
import { PRERENDERED_ATTRIBUTE, takePrerenderedLogin } from '@/shell/startFrame';
import { allStoredText, renderApp } from '../../support/app';
import { countRequests } from '../../support/requests';

const user = () => userEvent.setup();

async function fillPasswordForm(name: string, password: string) {
  const u = user();
  await u.type(await screen.findByLabelText('用户名或手机号'), name);
  await u.type(screen.getByLabelText('密码'), password);
  return u;
}

describe('LoginPage: password', () => {
  it('shows each missing field\u2019s own message and sends nothing', async () => {
    renderApp('/login');
    const requests = countRequests('/mobile/login');
    await user().click(await screen.findByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入用户名或手机号')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    expect(screen.getByLabelText('用户名或手机号')).toHaveFocus();
    expect(requests.count).toBe(0);
    requests.stop();
  });

  it('signs the pilot in, stores the session per §9 and opens the page first wanted in place of login', async () => {
    const { router } = renderApp('/login?redirect=%2Fme%2Fsetup');
    const u = await fillPasswordForm('pilot', 'pilot1234');
    await u.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/me/setup'));
    expect(router.state.historyAction).toBe('REPLACE');
    const auth = JSON.parse(localStorage.getItem(STORAGE_KEYS.auth) ?? 'null');
    expect(auth).toMatchObject({ userName: 'pilot', type: 'F' });
    expect(sessionStorage.getItem(STORAGE_KEYS.token)).toBe(JSON.stringify(useSessionStore.getState().token));
    expect(sessionStorage.getItem(STORAGE_KEYS.identifyCode)).not.toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(allStoredText()).not.toContain('pilot1234');
    // Not remembered unless asked.
    expect(localStorage.getItem(STORAGE_KEYS.rememberedUser)).toBeNull();
  });

  it('signs cabin crew in by phone number and remembers only the user name when asked', async () => {
    const { router } = renderApp('/login');
    const u = await fillPasswordForm('13800138002', 'cabin1234');
    await u.click(screen.getByRole('checkbox', { name: '记住账号' }));
    await u.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(router.state.location.pathname).not.toMatch(/^\/login/));
    expect(useSessionStore.getState().auth?.type).not.toBe('F');
    expect(localStorage.getItem(STORAGE_KEYS.rememberedUser)).toBe('"13800138002"');
    expect(allStoredText()).not.toContain('cabin1234');
  });

  it('fills in the remembered user name and keeps the box ticked', async () => {
    localStorage.setItem(STORAGE_KEYS.rememberedUser, '"pilot"');
    renderApp('/login');
    expect(await screen.findByLabelText('用户名或手机号')).toHaveValue('pilot');
    expect(screen.getByRole('checkbox', { name: '记住账号' })).toBeChecked();
    expect(screen.getByLabelText('密码')).toHaveValue('');
  });

  it('keeps the user name typed in index.html\u2019s pre-rendered form as the tab\u2019s draft once it has taken over', async () => {
    localStorage.setItem(STORAGE_KEYS.rememberedUser, '"pilot"');
    const draft = () => sessionStorage.getItem(draftKey(SIGNED_OUT, LOGIN_USER_NAME));
    for (const typed of ['cabin', '']) {
      // The form as its script leaves it: the kept name is the field's default, the user changed it.
      const root = document.createElement('div');
      root.setAttribute(PRERENDERED_ATTRIBUTE, 'zh-cn');
      root.innerHTML = '<form><input name="username" value="pilot"></form>';
      root.querySelector('input')!.value = typed;
      takePrerenderedLogin(root);
      const view = renderApp('/login');
      expect(await screen.findByLabelText('用户名或手机号')).toHaveValue(typed);
      await waitFor(() => expect(draft()).toBe(typed ? JSON.stringify(typed) : null));
      view.unmount();
    }
  });

  it('forgets the remembered user name when the box is unticked at the next login', async () => {
    localStorage.setItem(STORAGE_KEYS.rememberedUser, '"pilot"');
    const { router } = renderApp('/login');
    const u = user();
    await u.click(await screen.findByRole('checkbox', { name: '记住账号' }));
    await u.type(screen.getByLabelText('密码'), 'pilot1234');
    await u.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(router.state.location.pathname).not.toMatch(/^\/login/));
    expect(localStorage.getItem(STORAGE_KEYS.rememberedUser)).toBeNull();
  });

  it('shows the backend\u2019s message on a wrong password, keeps the user name and clears the password', async () => {
    renderApp('/login');
    const u = await fillPasswordForm('pilot', 'wrong-pass1');
    await u.click(screen.getByRole('button', { name: '登录' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('用户名或密码错误，还可尝试 4 次');
    expect(alert).toHaveTextContent('还可以尝试 4 次，超过后账号将被锁定。');
    expect(screen.getByLabelText('用户名或手机号')).toHaveValue('pilot');
    expect(screen.getByLabelText('密码')).toHaveValue('');
    expect(useSessionStore.getState().auth).toBeNull();
  });

  it('tells a locked user how to unlock', async () => {
    renderApp('/login');
    const u = user();
    await u.type(await screen.findByLabelText('用户名或手机号'), 'cabin');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await u.type(screen.getByLabelText('密码'), 'nope12345');
      await u.click(screen.getByRole('button', { name: '登录' }));
      await screen.findByRole('alert');
      await waitFor(() => expect(screen.getByRole('button', { name: '登录' })).toBeEnabled());
    }
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('用户已被锁定');
    expect(alert).toHaveTextContent('账号已锁定，可通过“忘记密码”重置密码后解锁。');
  });

  it('keeps everything typed, the password too, when the server fails', async () => {
    setFault('/mobile/login', 'http500');
    renderApp('/login');
    const u = await fillPasswordForm('pilot', 'pilot1234');
    await u.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('服务器异常');
    expect(screen.getByLabelText('用户名或手机号')).toHaveValue('pilot');
    expect(screen.getByLabelText('密码')).toHaveValue('pilot1234');
    // No global dialog on top of the inline message.
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('sends one request for a double tap and shows progress meanwhile', async () => {
    setFault('/mobile/login', { kind: 'delay', ms: 300, times: 1 });
    const { router } = renderApp('/login');
    const requests = countRequests('/mobile/login');
    const u = await fillPasswordForm('pilot', 'pilot1234');
    const button = screen.getByRole('button', { name: '登录' });
    await u.dblClick(button);
    await u.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveTextContent('登录中…');
    expect(button).toBeDisabled();
    await waitFor(() => expect(router.state.location.pathname).not.toMatch(/^\/login/));
    expect(requests.count).toBe(1);
    requests.stop();
  });

  it.each([
    ['//evil.example', '/'],
    [encodeURIComponent('https://evil.example/'), '/'],
    [encodeURIComponent('javascript:alert(1)'), '/'],
    [encodeURIComponent('/home/news?tab=2'), '/home/news'],
  ])('after login a redirect of %s opens %s', async (redirect, expected) => {
    const { router } = renderApp(`/login?redirect=${redirect}`);
    const u = await fillPasswordForm('pilot', 'pilot1234');
    await u.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(router.state.location.pathname).not.toMatch(/^\/login/));
    // "/" is the home screen (it may show under /home).
    const landed = router.state.location.pathname;
    if (expected === '/') expect(['/', '/home']).toContain(landed);
    else expect(landed).toBe(expected);
  });
});

describe('LoginPage: password change advice', () => {
  it('offers the change when the backend asks, and goes on to the wanted page when postponed', async () => {
    const { router } = renderApp('/login?redirect=%2Fme%2Fsetup');
    const u = await fillPasswordForm('copilot', 'copilot1234');
    await u.click(screen.getByRole('button', { name: '登录' }));
    const dialog = await screen.findByRole('dialog', { name: '修改密码提醒' });
    expect(dialog).toHaveTextContent(/您的密码已 \d+ 天未修改/);
    expect(router.state.location.pathname).toBe('/login');
    await u.click(within(dialog).getByRole('button', { name: '稍后再说' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/me/setup'));
  });

  it('opens the change-password screen when the user agrees', async () => {
    const { router } = renderApp('/login');
    const u = await fillPasswordForm('copilot', 'copilot1234');
    await u.click(screen.getByRole('button', { name: '登录' }));
    const dialog = await screen.findByRole('dialog', { name: '修改密码提醒' });
    await u.click(within(dialog).getByRole('button', { name: '立即修改' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/me/password'));
  });

  it('does not bother a user whose password is recent', async () => {
    const tips = countRequests('/api/Home/ChgPwdTips');
    const lastDate = countRequests('/api/Home/UpdateLoginLastDate');
    const { router } = renderApp('/login');
    const u = await fillPasswordForm('pilot', 'pilot1234');
    await u.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(router.state.location.pathname).not.toMatch(/^\/login/));
    expect(screen.queryByRole('dialog', { name: '修改密码提醒' })).not.toBeInTheDocument();
    expect(tips.count).toBe(1);
    expect(lastDate.count).toBe(1);
    tips.stop();
    lastDate.stop();
  });
});

describe('LoginPage: SMS code', () => {
  it('checks the phone before sending, then counts down the backend\u2019s 60 s', async () => {
    renderApp('/login');
    const u = user();
    await u.click(await screen.findByRole('tab', { name: '验证码登录' }));
    const sends = countRequests('/FlightService.svc/SendSMSForLogin');
    await u.type(screen.getByLabelText('手机号'), '12345');
    await u.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入正确的手机号')).toBeInTheDocument();
    expect(sends.count).toBe(0);

    await u.clear(screen.getByLabelText('手机号'));
    await u.type(screen.getByLabelText('手机号'), '13800138001');
    await u.click(screen.getByRole('button', { name: '获取验证码' }));
    const countdown = await screen.findByRole('button', { name: /秒后可重新获取验证码/ });
    expect(countdown).toBeDisabled();
    expect(countdown).toHaveTextContent(/^(60|59)秒后重发$/);
    expect(sends.count).toBe(1);
    sends.stop();
  });

  it('requires the code, then signs in with it', async () => {
    const { router } = renderApp('/login?redirect=%2Fme%2Fsetup');
    const u = user();
    await u.click(await screen.findByRole('tab', { name: '验证码登录' }));
    await u.type(screen.getByLabelText('手机号'), '13800138002');
    const code = screen.getByLabelText('验证码');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await u.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入验证码')).toBeInTheDocument();
    expect(code).toHaveFocus();
    await u.type(code, '123456');
    await u.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/me/setup'));
    expect(useSessionStore.getState().auth?.userName).toBe('cabin');
  });

  it('shows the backend\u2019s message for a wrong code and keeps what was typed', async () => {
    renderApp('/login');
    const u = user();
    await u.click(await screen.findByRole('tab', { name: '验证码登录' }));
    await u.type(screen.getByLabelText('手机号'), '13800138001');
    await u.type(screen.getByLabelText('验证码'), '000000');
    await u.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('验证码错误或已过期');
    expect(screen.getByLabelText('手机号')).toHaveValue('13800138001');
    expect(screen.getByLabelText('验证码')).toHaveValue('000000');
  });

  it('keeps each form\u2019s input when switching between the two ways', async () => {
    renderApp('/login');
    const u = user();
    await u.type(await screen.findByLabelText('用户名或手机号'), 'pilot');
    await u.click(screen.getByRole('tab', { name: '验证码登录' }));
    await u.type(screen.getByLabelText('手机号'), '13800138001');
    await u.click(screen.getByRole('tab', { name: '密码登录' }));
    expect(screen.getByLabelText('用户名或手机号')).toHaveValue('pilot');
    await u.click(screen.getByRole('tab', { name: '验证码登录' }));
    expect(screen.getByLabelText('手机号')).toHaveValue('13800138001');
  });
});

describe('LoginPage: forms', () => {
  it('posts both forms, so a submit the app does not catch never puts the password in the address', async () => {
    renderApp('/login');
    const form = (await screen.findByRole('button', { name: '登录' })).closest('form');
    expect(form?.getAttribute('method')).toBe('post');
    await user().click(screen.getByRole('tab', { name: '验证码登录' }));
    const sms = (await screen.findByLabelText('手机号')).closest('form');
    expect(sms?.getAttribute('method')).toBe('post');
  });
});

describe('LoginPage: language', () => {
  it('switches the language on the page itself and remembers it', async () => {
    renderApp('/login');
    const u = user();
    await u.type(await screen.findByLabelText('用户名或手机号'), 'pilot');
    await u.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByLabelText('User name or phone')).toHaveValue('pilot');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem(STORAGE_KEYS.lang)).toBe('en-us');
    await u.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter the password')).toBeInTheDocument();
  });
});
