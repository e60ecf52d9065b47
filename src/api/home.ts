/** The home service (endpoints.tsv group `home`): news, the login bookkeeping and the password advice. */
import { api } from './client';
import { postPages } from './pages';
import { postRead } from './read';
import type { ChangePasswordTips } from './schema/auth';
import type { NewsListRequest, NewsPage } from './schema/home';

/** How many news items the home page shows. */
export const NEWS_SHOWN = 3;

/** One page of the news (with `id`: the page holding that item). */
export const newsQuery = (request: NewsListRequest) =>
  postRead<NewsPage>('/api/Home/GetNewsList', { ...request });

/** The news, page by page (the news list). */
export const newsPagesQuery = (pageSize: number) =>
  postPages<NewsPage>('/api/Home/GetNewsList', {}, pageSize);

/** The news the home page shows. */
export const latestNewsQuery = () => newsQuery({ pageIndex: 1, pageSize: NEWS_SHOWN });

/** Whether the backend advises a password change (asked once after each sign-in). */
export const passwordTipsQuery = () => postRead<ChangePasswordTips>('/api/Home/ChgPwdTips');

/** Records the sign-in date: bookkeeping, its failure never keeps the user out. */
export const updateLoginLastDate = () =>
  api.post<unknown>('/api/Home/UpdateLoginLastDate', {}, { hideGlobalError: true });
