import type { RouteObject } from 'react-router-dom';
import { modulePages, startingFirstReads, type RouteHandle } from '@/shell/routing';

const page = modulePages(() => import('./i18n'));
const screen = (key: string): { handle: RouteHandle } => ({
  handle: { ns: 'home', titleKey: `screens.${key}` },
});
const homePage = () => import('./pages/HomePage');
/** The landing page's reads start with its code, not after its first render (firstCalls.ts). */
const homeScreen = { ...screen('home'), loader: startingFirstReads(() => import('./firstCalls')) };

/** Home (/ and /home) and its screens. */
export const homeRoutes: RouteObject[] = [
  // `/` shows the home page itself (the same lazy page as /home), not a redirect.
  { ...page('', homePage, homeScreen), path: undefined, index: true } as RouteObject,
  page('home', homePage, homeScreen),
  page('home/message', () => import('./pages/MessageListPage'), screen('message')),
  page('home/messagedetail/:id', () => import('./pages/MessageDetailPage'), screen('messageDetail')),
  page('home/announcement', () => import('./pages/AnnouncementListPage'), screen('announcement')),
  page('home/announFileDetail', () => import('./pages/AnnouncementFilePage'), screen('announcementFile')),
  page('home/pastexam', () => import('./pages/PastExamPage'), screen('pastExam')),
  page('home/news', () => import('./pages/NewsListPage'), screen('news')),
  page('home/newsdetail/:id', () => import('./pages/NewsDetailPage'), screen('newsDetail')),
  page('home/task', () => import('./pages/TaskPage'), screen('task')),
  page('home/follow', () => import('./pages/FollowPage'), screen('follow')),
];
