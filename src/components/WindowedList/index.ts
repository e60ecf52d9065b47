export { OVERSCAN, WindowedList } from './WindowedList';
export { RestoredScrollTop } from './restoredScrollTop';
export type { WindowedListProps } from './WindowedList';
