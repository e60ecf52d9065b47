export { WindowedList } from './WindowedList';
export type { WindowedListProps } from './WindowedList';
