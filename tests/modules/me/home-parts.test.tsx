import { screen, waitFor, within } from '@testing-library/react';
import type * as Ui from '@/modules/me/components/Ui';
import { holdAnswer, renderApp, signIn } from '../../support/app';

// The page's own render, counted through its "my records" menu: a menu no answer changes, drawn only
// when the page is.
const recordsMenuRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/modules/me/components/Ui', async (importOriginal) => {
  const real = await importOriginal<typeof Ui>();
  return {
    ...real,
    Menu: (props: Parameters<typeof real.Menu>[0]) => {
      if (props.label === '我的资料') recordsMenuRenders.count += 1;
      return real.Menu(props);
    },
  };
});

const PROFILE = '个人信息';

describe('personal centre home parts', () => {
  it('an answer arriving draws the part that shows it, not the page and its menus', async () => {
    const release = holdAnswer('*/api/PersonnalCenter/GetPersonalLicense');
    await signIn('pilot');
    renderApp('/me');
    const glance = await screen.findByRole('region', { name: '概览' });
    const nearest = within(glance).getByRole('link', { name: /最近到期/ });
    // Who I am, the unread count and the month's hours are in; the nearest licence still waits.
    const profile = screen.getByRole('region', { name: PROFILE });
    await within(profile).findByRole('heading', { level: 2 });
    await waitFor(() => {
      expect(within(glance).getByRole('link', { name: /本月飞行/ }).textContent).not.toMatch(/…/);
      expect(within(glance).getByRole('link', { name: /消息/ }).textContent).toMatch(/\d+ 条未读/);
    });
    expect(nearest.textContent).toMatch(/…/);
    const before = recordsMenuRenders.count;
    expect(before).toBeGreaterThan(0);

    release();
    await waitFor(() =>
      expect(within(glance).getByRole('link', { name: /最近到期/ }).textContent).not.toMatch(/…/),
    );
    expect(recordsMenuRenders.count).toBe(before);
  });
});
