export { DateRangePicker, DateRangePanel } from './DateRangePicker';
export type { DateRangePickerProps } from './DateRangePicker';
