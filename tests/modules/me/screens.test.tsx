import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearFault, setFault } from '@mocks/node';
import { recentHoursOf } from '@mocks/db/personal';
import { findUserByLogin, currentUser } from '@mocks/db/users';
import { passwordLogin } from '@/api/auth';
import { crewLogQuery } from '@/api/crewlog';
import { queryClient } from '@/api/queryClient';
import { useSessionStore } from '@/stores/session';
import { STORAGE_KEYS } from '@/lib/storage';
import { renderApp, signIn } from '../../support/app';
import { countRequests } from '../../support/requests';

const WAIT = { timeout: 5000 };

/** "62小时30分" for decimal hours, as the screen shows them. */
const zhDuration = (hours: number) => {
  const minutes = Math.round(hours * 60);
  return `${Math.floor(minutes / 60)}小时${minutes % 60}分`;
};

describe('licences', () => {
  it('marks the licence expiring within 90 days and counts it', async () => {
    await signIn('pilot');
    renderApp('/me/license');
    const list = await screen.findByRole('list', { name: '执照列表' }, WAIT);
    const medical = within(list).getByRole('link', { name: /I级体检合格证/ });
    expect(medical).toHaveTextContent('即将到期 · 剩余 18 天');
    expect(within(list).getByRole('link', { name: /航线运输驾驶员执照/ })).toHaveTextContent('有效');
    expect(screen.getByText('1 本证照已过期或将在 90 天内到期，请及时办理。')).toBeInTheDocument();
    expect(medical.getAttribute('href')).toMatch(/^\/me\/licensedetails\?id=/);
  });
});

describe('flight hours', () => {
  it('shows the 30, 90 and 365-day totals the backend counts for its risk windows', async () => {
    await signIn('pilot');
    const { member } = currentUser(findUserByLogin('pilot')!.id);
    renderApp('/me/flytime');
    const totals = await screen.findByRole('region', { name: '近期飞行时间' }, WAIT);
    for (const [label, days] of [
      ['近 30 天', 30],
      ['近 90 天', 90],
      ['近 365 天', 365],
    ] as const) {
      const term = within(totals).getByText(label);
      expect(term.nextElementSibling).toHaveTextContent(zhDuration(recentHoursOf(member, days)));
    }
    // Pilots see the CCAR-121 monthly limit on the chart and the margins.
    expect(screen.getByRole('img', { name: '最近 12 个月的飞行时间柱状图' })).toHaveTextContent(
      '月限 100 小时',
    );
    expect(screen.getByRole('meter', { name: '本年度（限 900 小时）' })).toBeInTheDocument();
  });
});

describe('password', () => {
  it(
    'applies the §5 rules, shows the backend check of the old one, then the new one signs in',
    { timeout: 20_000 },
    async () => {
      await signIn('cabin');
      const u = userEvent.setup();
      const { router } = renderApp('/me/password');
      const calls = countRequests('/api/PersonnalCenter/UpdatePassword');
      const submit = await screen.findByRole('button', { name: '确认修改' }, WAIT);
      await u.type(screen.getByLabelText('原密码'), 'wrong1234');
      await u.type(screen.getByLabelText('新密码'), 'abcdefgh');
      await u.type(screen.getByLabelText('确认新密码'), 'abcdefgh');
      await u.click(submit);
      expect(screen.getByText('新密码须同时包含字母和数字')).toBeInTheDocument();

      await u.clear(screen.getByLabelText('新密码'));
      await u.type(screen.getByLabelText('新密码'), 'newpass2026');
      await u.click(submit);
      expect(screen.getByText('两次输入的新密码不一致')).toBeInTheDocument();
      expect(calls.count).toBe(0);

      await u.clear(screen.getByLabelText('确认新密码'));
      await u.type(screen.getByLabelText('确认新密码'), 'newpass2026');
      await u.click(submit);
      expect(await screen.findByText('原密码不正确')).toBeInTheDocument();

      await u.clear(screen.getByLabelText('原密码'));
      await u.type(screen.getByLabelText('原密码'), 'cabin1234');
      await u.click(submit);
      const dialog = await screen.findByRole('alertdialog');
      expect(dialog).toHaveTextContent('密码已修改，请使用新密码重新登录');
      await u.click(within(dialog).getByRole('button', { name: '确定' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(useSessionStore.getState().auth).toBeNull();
      calls.stop();

      await expect(passwordLogin('cabin', 'cabin1234')).rejects.toBeTruthy();
      expect((await passwordLogin('cabin', 'newpass2026')).auth.userName).toBe('cabin');
    },
  );
});

describe('phone', () => {
  it(
    'refuses a wrong number without a call, counts down the resend and changes the number',
    { timeout: 20_000 },
    async () => {
      await signIn('pilot');
      const u = userEvent.setup();
      renderApp('/me/telephone');
      const sends = countRequests('/api/PersonnalCenter/SendPhoneCode');
      await screen.findByText('138****8001', {}, WAIT);
      const phone = screen.getByLabelText('新手机号');
      await u.type(phone, '1380013');
      await u.click(screen.getByRole('button', { name: '获取验证码' }));
      expect(screen.getByText('请输入正确的手机号码')).toBeInTheDocument();
      expect(sends.count).toBe(0);

      await u.clear(phone);
      await u.type(phone, '13900139001');
      await u.click(screen.getByRole('button', { name: '获取验证码' }));
      const resend = await screen.findByRole('button', { name: /^(60|59) 秒后重发$/ });
      expect(resend).toBeDisabled();
      expect(sends.count).toBe(1);
      sends.stop();

      await u.click(screen.getByRole('button', { name: '确认更换' }));
      expect(screen.getByText('请输入验证码')).toBeInTheDocument();
      await u.type(screen.getByLabelText('验证码'), '123456');
      await u.click(screen.getByRole('button', { name: '确认更换' }));
      await waitFor(() => expect(useSessionStore.getState().auth?.phone).toBe('13900139001'));
      expect((await passwordLogin('pilot', 'pilot1234')).auth.phone).toBe('13900139001');
    },
  );
});

describe('crew log', () => {
  it(
    'keeps the draft across a reload and a network error, and one double tap sends one request',
    { timeout: 20_000 },
    async () => {
      await signIn('pilot');
      const u = userEvent.setup();
      const first = renderApp('/me/crewlog');
      const list = await screen.findByRole('list', { name: '航段列表' }, WAIT);
      const write = within(list).getAllByRole('link', { name: /^填写/ })[0]!;
      const href = write.getAttribute('href')!;
      await u.click(write);
      const remarks = await screen.findByLabelText('备注', {}, WAIT);
      await u.type(remarks, '右座带飞');
      first.unmount();

      // Reload: the draft is still there.
      renderApp(href);
      expect(await screen.findByLabelText('备注', {}, WAIT)).toHaveValue('右座带飞');
      expect(screen.getByText('已恢复上次未提交的内容')).toBeInTheDocument();

      setFault('/api/CrewLog/AddNewOrUpdCLog', { kind: 'http500', times: 1 });
      await u.click(screen.getByRole('button', { name: '保存' }));
      expect(await screen.findByRole('alert')).toBeInTheDocument();
      expect(screen.getByLabelText('备注')).toHaveValue('右座带飞');

      const saves = countRequests('/api/CrewLog/AddNewOrUpdCLog');
      // The answer takes a while: the second tap lands while the first request is on its way.
      setFault('/api/CrewLog/AddNewOrUpdCLog', { kind: 'delay', ms: 400, times: 1 });
      await u.dblClick(screen.getByRole('button', { name: '保存' }));
      const logged = await screen.findByRole('list', { name: '航段列表' }, WAIT);
      expect(saves.count).toBe(1);
      saves.stop();
      expect(sessionStorage.getItem('drafts') ?? '').not.toContain('右座带飞');
      const flightId = new URLSearchParams(href.split('?')[1]).get('flightId')!;
      const row = within(logged)
        .getAllByRole('link', { name: /^修改/ })
        .find((link) => link.getAttribute('href')?.includes(encodeURIComponent(flightId)));
      expect(row).toBeDefined();
    },
  );
});

describe('crew log written with no network', () => {
  it('waits in the queue, says so, and reaches the backend once when the network is back', async () => {
    await signIn('pilot');
    const u = userEvent.setup();
    renderApp('/me/crewlog');
    const list = await screen.findByRole('list', { name: '航段列表' }, WAIT);
    const write = within(list).getAllByRole('link', { name: /^填写/ })[0]!;
    const flightId = new URLSearchParams(write.getAttribute('href')!.split('?')[1]).get('flightId')!;
    await u.click(write);
    await u.type(await screen.findByLabelText('备注', {}, WAIT), '夜航');

    const saves = countRequests('/api/CrewLog/AddNewOrUpdCLog');
    setFault('/api/CrewLog/AddNewOrUpdCLog', 'network');
    await u.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('当前离线，机组日志已保存，联网后自动提交', {}, WAIT)).toBeInTheDocument();
    const bar = await screen.findByText('1 条记录待联网后发送', {}, WAIT);
    expect(bar).toBeInTheDocument();

    // The network is back: the entry goes once, and the flight has its log on the backend.
    clearFault('/api/CrewLog/AddNewOrUpdCLog');
    const sentBefore = saves.count;
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('已发送 1 条', {}, WAIT)).toBeInTheDocument();
    expect(saves.count - sentBefore).toBe(1);
    saves.stop();
    // Asked of the backend (not the answer the screen keeps).
    const log = await queryClient.fetchQuery({ ...crewLogQuery(flightId), staleTime: 0 });
    expect(log.remarks).toBe('夜航');
  });
});

describe('collection', () => {
  it('uncollects at once from the list and collects again from the detail, and both are kept', async () => {
    await signIn('pilot');
    const u = userEvent.setup();
    const first = renderApp('/me/collection');
    const list = await screen.findByRole('list', { name: '收藏的通告' }, WAIT);
    const links = within(list).getAllByRole('link');
    expect(links.length).toBe(2);
    const title = links[0]!.querySelector('strong')!.textContent!;
    const href = links[0]!.getAttribute('href')!;
    await u.click(within(list).getByRole('button', { name: `取消收藏：${title}` }));
    expect(within(list).queryByText(title)).toBeNull();
    first.unmount();

    const again = renderApp('/me/collection');
    const kept = await screen.findByRole('list', { name: '收藏的通告' }, WAIT);
    expect(within(kept).getAllByRole('link')).toHaveLength(1);
    again.unmount();

    renderApp(href);
    await u.click(await screen.findByRole('button', { name: '收藏' }, WAIT));
    expect(await screen.findByRole('button', { name: '取消收藏' })).toBeInTheDocument();
    expect(screen.getByText('已收藏', { selector: 'span' })).toBeInTheDocument();
  });
});

describe('text size and language', () => {
  it('scales the whole interface and keeps the choice', async () => {
    await signIn('pilot');
    const u = userEvent.setup();
    renderApp('/me/textsize');
    await u.click(await screen.findByRole('radio', { name: '特大' }, WAIT));
    expect(document.documentElement.style.getPropertyValue('--text-scale')).toBe('1.25');
    expect(localStorage.getItem(STORAGE_KEYS.textSize)).toBe('"larger"');
    await u.click(screen.getByRole('radio', { name: '标准' }));
    expect(document.documentElement.style.getPropertyValue('--text-scale')).toBe('1');
  });

  it('switches the language at once and keeps it', async () => {
    await signIn('pilot');
    const u = userEvent.setup();
    renderApp('/me/morelanguage');
    await u.click(await screen.findByRole('radio', { name: 'English' }, WAIT));
    expect(await screen.findByText('Choose a language')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.lang)).toContain('en-us');
    await u.click(screen.getByRole('radio', { name: '简体中文' }));
    expect(await screen.findByText('选择语言')).toBeInTheDocument();
  });
});
