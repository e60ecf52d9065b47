export { VerticalCalendar } from './VerticalCalendar';
export type { VerticalCalendarProps } from './VerticalCalendar';
