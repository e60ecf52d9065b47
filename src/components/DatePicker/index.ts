export { DatePicker } from './DatePicker';
export type { DatePickerProps } from './DatePicker';
export { PickerTrigger } from './PickerTrigger';
export type { PickerTriggerProps } from './PickerTrigger';
