export { SwipeRow } from './SwipeRow';
export type { SwipeRowProps, SwipeAction } from './SwipeRow';
