export { Ripple } from './Ripple';
export type { RippleButtonProps } from './Ripple';
export { useRipple, exceedsRippleThreshold, RIPPLE_CANCEL_THRESHOLD } from './useRipple';
export type { RippleHandlers } from './useRipple';
