export { PullRefresh, PULL_THRESHOLD } from './PullRefresh';
export type { PullRefreshProps } from './PullRefresh';
