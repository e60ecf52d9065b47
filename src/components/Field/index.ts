export { Field, FieldButton, FieldTextButton } from './Field';
export type { FieldProps, FieldState, FieldSize } from './Field';
