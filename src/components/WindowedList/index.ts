export { OVERSCAN, RestoredScrollTop, WindowedList } from './WindowedList';
export type { WindowedListProps } from './WindowedList';
