export { DateStrip } from './DateStrip';
export type { DateStripProps } from './DateStrip';
