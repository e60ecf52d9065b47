import type { RouteObject } from 'react-router-dom';
import { comingSoon } from '@/shell/routing';

const strings = () => import('./i18n');
const soon = (path: string, key: string) =>
  comingSoon(strings, path, { ns: 'home', titleKey: `screens.${key}` });

/** Home (/ and /home). */
export const homeRoutes: RouteObject[] = [
  { ...soon('', 'home'), path: undefined, index: true } as RouteObject,
  soon('home', 'home'),
  soon('home/message', 'message'),
  soon('home/messagedetail/:id', 'messageDetail'),
  soon('home/announcement', 'announcement'),
  soon('home/announFileDetail', 'announcementFile'),
  soon('home/pastexam', 'pastExam'),
  soon('home/news', 'news'),
  soon('home/newsdetail/:id', 'newsDetail'),
  soon('home/task', 'task'),
  soon('home/follow', 'follow'),
];
