import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@/stores/session';
import { STORAGE_KEYS } from '@/lib/storage';
import { allStoredText, renderApp, signIn } from '../../support/app';

async function openSetup(userName = 'pilot') {
  const result = await signIn(userName);
  localStorage.setItem(STORAGE_KEYS.rememberedUser, JSON.stringify(userName));
  localStorage.setItem(STORAGE_KEYS.lang, 'zh-cn');
  localStorage.setItem(STORAGE_KEYS.textSize, '"large"');
  const rendered = renderApp('/me');
  await rendered.router.navigate('/me/setup');
  await screen.findByRole('heading', { name: '当前账号' }, { timeout: 5000 });
  return { result, u: userEvent.setup(), ...rendered };
}

describe('Settings: account', () => {
  it('shows who is signed in, with the phone partly hidden', async () => {
    const { result } = await openSetup('cabin');
    const account = screen.getByRole('region', { name: '当前账号' });
    expect(account).toHaveTextContent(result.auth.name);
    expect(account).toHaveTextContent(result.auth.post);
    expect(account).toHaveTextContent('cabin');
    expect(account).toHaveTextContent('138****8002');
    expect(account).not.toHaveTextContent('13800138002');
  });

  it('signs out: the auth entry goes, the remembered account and preferences stay, and login replaces the page', async () => {
    const { u, router } = await openSetup();
    await u.click(screen.getByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(useSessionStore.getState().auth).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.auth)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.rememberedUser)).toBe('"pilot"');
    expect(await screen.findByLabelText('用户名或手机号')).toHaveValue('pilot');
  });

  it('asks before logging out, and a cancel changes nothing', async () => {
    const { u, router } = await openSetup();
    await u.click(screen.getByRole('button', { name: '退出并清除本机数据' }));
    const dialog = await screen.findByRole('dialog', { name: '退出并清除数据' });
    await u.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(router.state.location.pathname).toBe('/me/setup');
    expect(useSessionStore.getState().auth).not.toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.token)).not.toBeNull();
  });

  it('logs out: no token, auth or password left in any storage; language and text size stay; back shows no signed-in page', async () => {
    const { u, router, result } = await openSetup();
    await u.click(screen.getByRole('button', { name: '退出并清除本机数据' }));
    const dialog = await screen.findByRole('dialog', { name: '退出并清除数据' });
    await u.click(within(dialog).getByRole('button', { name: '清除并退出' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));

    const stored = allStoredText();
    expect(stored).not.toContain(result.token);
    expect(stored).not.toContain(result.identifyCode);
    expect(stored).not.toContain('pilot1234');
    expect(localStorage.getItem(STORAGE_KEYS.auth)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.rememberedUser)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.lang)).toBe('zh-cn');
    expect(localStorage.getItem(STORAGE_KEYS.textSize)).toBe('"large"');

    // Back goes to /me, which the guard turns into login again.
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fme');
  });

  it('switches the language', async () => {
    const { u } = await openSetup();
    await u.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Signed in as' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.lang)).toBe('en-us');
  });
});
