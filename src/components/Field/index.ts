export { Field } from './Field';
export type { FieldProps, FieldState, FieldSize } from './Field';
