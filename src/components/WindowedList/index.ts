export { OVERSCAN, WindowedList } from './WindowedList';
export type { WindowedListProps } from './WindowedList';
