export { Field, FieldButton } from './Field';
export type { FieldProps, FieldState, FieldSize } from './Field';
