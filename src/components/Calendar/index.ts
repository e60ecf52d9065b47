export { Calendar } from './Calendar';
export type { CalendarProps, Prices } from './Calendar';
