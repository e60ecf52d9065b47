import type { HttpHandler } from 'msw';
import type { ChangePasswordTips } from '@/api/schema/auth';
import type { LoginLastDateResult, NewsPage } from '@/api/schema/home';
import { endpoint, MockFailure } from '../lib/route';
import { paginate, str } from '../lib/params';
import { mockSettings } from '../lib/settings';
import { currentUser, nowIso, offsetOfDate, PASSWORD_MAX_AGE_DAYS } from '../db/seed';
import { newsOf } from '../db/content';

export const homeHandlers: HttpHandler[] = [
  endpoint<Record<string, unknown>, LoginLastDateResult>(
    {
      method: 'POST',
      path: '/api/Home/UpdateLoginLastDate',
      takes: '(nothing)',
      returns: 'LoginLastDateResult { previousLoginAt, lastLoginAt } (records now)',
    },
    ({ userId }) => {
      const { user } = currentUser(userId);
      const previousLoginAt = user.lastLoginAt;
      user.lastLoginAt = nowIso();
      return { previousLoginAt, lastLoginAt: user.lastLoginAt };
    },
  ),

  endpoint<Record<string, unknown>, NewsPage>(
    {
      method: 'POST',
      path: '/api/Home/GetNewsList',
      takes: '{ pageIndex, pageSize } or { id } (one article with content)',
      returns:
        'NewsPage { total, pageIndex, pageSize, items: NewsItem { id, title, summary, picture, publishTime, source, views, content (by id only) } }',
    },
    ({ body }) => {
      const news = newsOf(mockSettings.listLength);
      const id = str(body.id);
      if (id) {
        const one = news.find((n) => n.id === id);
        if (!one) throw new MockFailure('新闻不存在或已下线', '404');
        return { total: 1, pageIndex: 1, pageSize: 1, items: [one] };
      }
      return paginate(
        news.map(({ content: _content, ...item }) => item),
        body,
        10,
      );
    },
  ),

  endpoint<Record<string, unknown>, ChangePasswordTips>(
    {
      method: 'POST',
      path: '/api/Home/ChgPwdTips',
      takes: '(nothing)',
      returns: `ChangePasswordTips { mustChange (password older than ${PASSWORD_MAX_AGE_DAYS} days), daysSinceChange, message }`,
    },
    ({ userId }) => {
      const { user } = currentUser(userId);
      const daysSinceChange = Math.max(0, -offsetOfDate(user.passwordChangedAt));
      const mustChange = daysSinceChange > PASSWORD_MAX_AGE_DAYS;
      return {
        mustChange,
        daysSinceChange,
        message: mustChange
          ? `您的密码已 ${daysSinceChange} 天未修改，为保障账号安全，请立即修改密码`
          : `密码 ${daysSinceChange} 天前修改，状态正常`,
      };
    },
  ),
];
