export { MonthRangePicker, monthList } from './MonthRangePicker';
export type { MonthRangePickerProps } from './MonthRangePicker';
