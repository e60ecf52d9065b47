/** Home calls (/api/Home/...). The password-change tips type lives in auth.ts (ChangePasswordTips). */

/** POST /api/Home/UpdateLoginLastDate: records the visit. */
export interface LoginLastDateResult {
  /** The visit before this one (null on the first). */
  previousLoginAt: string | null;
  lastLoginAt: string;
}

/** POST /api/Home/GetNewsList: paged; with `id` the page holds that one article with its content. */
export interface NewsListRequest {
  pageIndex?: number;
  pageSize?: number;
  id?: string;
}
export interface NewsItem {
  id: string;
  title: string;
  summary: string;
  /** Picture URL (under /mock-files/ in mock mode). */
  picture: string;
  /** Beijing "YYYY-MM-DD HH:mm". */
  publishTime: string;
  source: string;
  views: number;
  /** Article HTML (sanitize before rendering); only when asked by id. */
  content?: string;
}
export interface NewsPage {
  total: number;
  pageIndex: number;
  pageSize: number;
  items: NewsItem[];
}
