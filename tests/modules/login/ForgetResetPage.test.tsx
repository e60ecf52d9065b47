import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { passwordLogin } from '@/api/auth';
import { renderApp } from '../../support/app';

async function verifyPhone(phone = '13800138002', code = '123456') {
  const u = userEvent.setup();
  const rendered = renderApp('/login/forget');
  await u.type(await screen.findByLabelText('手机号'), phone);
  await u.type(screen.getByLabelText('验证码'), code);
  await u.click(screen.getByRole('button', { name: '下一步' }));
  return { u, ...rendered };
}

describe('Forgot password', () => {
  it('checks the phone and the code, each with its own message', async () => {
    const u = userEvent.setup();
    renderApp('/login/forget');
    await u.click(await screen.findByRole('button', { name: '下一步' }));
    expect(await screen.findByText('请输入手机号')).toBeInTheDocument();
    expect(screen.getByText('请输入验证码')).toBeInTheDocument();
    await u.type(screen.getByLabelText('手机号'), '1380013800');
    await u.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('请输入正确的手机号')).toBeInTheDocument();
  });

  it('sends the reset code and shows the backend\u2019s message for an unknown phone', async () => {
    const u = userEvent.setup();
    renderApp('/login/forget');
    await u.type(await screen.findByLabelText('手机号'), '13912345678');
    await u.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('该手机号未注册')).toBeInTheDocument();
    expect(screen.getByLabelText('手机号')).toHaveValue('13912345678');
  });

  it('keeps the input when the code is wrong', async () => {
    await verifyPhone('13800138002', '999999');
    expect(await screen.findByRole('alert')).toHaveTextContent('验证码错误或已过期');
    expect(screen.getByLabelText('手机号')).toHaveValue('13800138002');
    expect(screen.getByLabelText('验证码')).toHaveValue('999999');
  });

  it('opens the reset screen for a verified phone, without the code in the address', async () => {
    const { router } = await verifyPhone();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/reset'));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText('正在为 13800138002 设置新密码。')).toBeInTheDocument();
  });
});

describe('Reset password', () => {
  it('asks to verify the phone first when opened directly', async () => {
    renderApp('/login/reset');
    expect(await screen.findByText('请先验证手机号')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去验证手机号' })).toHaveAttribute('href', '/login/forget');
  });

  it('applies every password rule with its own message', async () => {
    const { u } = await verifyPhone();
    const password = await screen.findByLabelText('新密码');
    const confirmation = screen.getByLabelText('确认新密码');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    const submit = () => u.click(screen.getByRole('button', { name: '确认重置' }));

    await submit();
    expect(await screen.findByText('请输入密码')).toBeInTheDocument();
    expect(screen.getByText('请再次输入新密码')).toBeInTheDocument();

    await u.type(password, 'abc123');
    await submit();
    expect(await screen.findByText('密码长度不能少于8位')).toBeInTheDocument();

    await u.clear(password);
    await u.type(password, 'abcdefgh');
    await submit();
    expect(await screen.findByText('密码需同时包含字母和数字')).toBeInTheDocument();

    await u.clear(password);
    await u.type(password, 'newpass123');
    await u.type(confirmation, 'newpass124');
    await submit();
    expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument();
    expect(password).toHaveValue('newpass123');
  });

  it('sets the new password, returns to login with the phone filled in, and the new password works', async () => {
    const { u, router } = await verifyPhone();
    await u.type(await screen.findByLabelText('新密码'), 'fresh2024pw');
    await u.type(screen.getByLabelText('确认新密码'), 'fresh2024pw');
    await u.click(screen.getByRole('button', { name: '确认重置' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('密码已重置，请使用新密码登录')).toBeInTheDocument();
    expect(await screen.findByLabelText('用户名或手机号')).toHaveValue('13800138002');
    await expect(passwordLogin('cabin', 'fresh2024pw')).resolves.toMatchObject({ isLogin: true });
  });
});
