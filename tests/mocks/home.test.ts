import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ChangePasswordTips } from '@/api/schema/auth';
import type { LoginLastDateResult, NewsPage } from '@/api/schema/home';
import { call, list, login } from '../support/backend';

describe('home calls', () => {
  it('pages the news and gives one article with content by id', async () => {
    const { token } = await login();
    const first = list(
      await call<NewsPage>('/api/Home/GetNewsList', { pageIndex: 1, pageSize: 5 }, { token }),
    );
    expect(first.total).toBeGreaterThanOrEqual(10);
    expect(first.items).toHaveLength(5);
    expect(first.items[0]?.content).toBeUndefined();
    expect(first.items[0]?.picture).toMatch(/^\/mock-files\/.+\.jpg$/);
    const second = list(
      await call<NewsPage>('/api/Home/GetNewsList', { pageIndex: 2, pageSize: 5 }, { token }),
    );
    expect(second.items[0]?.id).not.toBe(first.items[0]?.id);
    const one = list(await call<NewsPage>('/api/Home/GetNewsList', { id: first.items[1]?.id }, { token }));
    expect(one.items[0]?.content).toContain('<p>');
    expect((await call('/api/Home/GetNewsList', { id: 'NW999' }, { token })).body.Message).toBe(
      '新闻不存在或已下线',
    );
  });

  it('gives every news item a photo the built-in backend serves, as a newsroom does (JPEG)', async () => {
    const { token } = await login();
    const page = list(
      await call<NewsPage>('/api/Home/GetNewsList', { pageIndex: 1, pageSize: 60 }, { token }),
    );
    const pictures = new Set(page.items.map((item) => item.picture));
    expect(pictures.size).toBeGreaterThan(1);
    for (const picture of pictures) {
      expect(picture).toMatch(/^\/mock-files\/[\w-]+\.jpg$/);
      expect(existsSync(resolve('mocks/public', picture!.slice(1)))).toBe(true);
    }
  });

  it('asks only the user with an old password to change it', async () => {
    const pilot = await login('pilot');
    expect(
      list(await call<ChangePasswordTips>('/api/Home/ChgPwdTips', {}, { token: pilot.token })).mustChange,
    ).toBe(false);
    const copilot = await login('copilot');
    const tips = list(await call<ChangePasswordTips>('/api/Home/ChgPwdTips', {}, { token: copilot.token }));
    expect(tips.mustChange).toBe(true);
    expect(tips.daysSinceChange).toBeGreaterThan(180);
  });

  it('a password reset clears the change request', async () => {
    await call('/FlightService.svc/ModifyUser', {
      phone: '13800138003',
      code: '123456',
      newPassword: 'fresh2026pw',
    });
    const { token } = await login('copilot', 'fresh2026pw');
    const tips = list(await call<ChangePasswordTips>('/api/Home/ChgPwdTips', {}, { token }));
    expect(tips).toMatchObject({ mustChange: false, daysSinceChange: 0 });
  });

  it('records the visit and reports the previous one', async () => {
    const { token } = await login();
    const first = list(await call<LoginLastDateResult>('/api/Home/UpdateLoginLastDate', {}, { token }));
    expect(first.previousLoginAt).not.toBeNull();
    const second = list(await call<LoginLastDateResult>('/api/Home/UpdateLoginLastDate', {}, { token }));
    expect(second.previousLoginAt).toBe(first.lastLoginAt);
  });
});
