import type { RouteObject } from 'react-router-dom';
import { screens } from '@/lib/paths';
import { modulePages, prefetching } from '@/shell/routing';

const page = modulePages(() => import('./i18n'));
const s = screens.home;
const homePage = () => import('./pages/HomePage');
/** The landing page's reads start with its code, not after its first render (prefetch.ts). */
const prefetched = { loader: prefetching(() => import('./prefetch')) };

/** Home (/ and /home) and its screens. */
export const homeRoutes: RouteObject[] = [
  // `/` shows the home page itself (the same lazy page as /home), not a redirect.
  page(s.root, homePage, prefetched),
  page(s.home, homePage, prefetched),
  page(s.message, () => import('./pages/MessageListPage')),
  page(s.messageDetail, () => import('./pages/MessageDetailPage')),
  page(s.announcement, () => import('./pages/AnnouncementListPage')),
  page(s.announcementFile, () => import('./pages/AnnouncementFilePage')),
  page(s.pastExam, () => import('./pages/PastExamPage')),
  page(s.news, () => import('./pages/NewsListPage')),
  page(s.newsDetail, () => import('./pages/NewsDetailPage')),
  page(s.task, () => import('./pages/TaskPage')),
  page(s.follow, () => import('./pages/FollowPage')),
];
