export { FormBuilder, joinRange } from './FormBuilder';
export type { FormBuilderProps, FormItem, FormData } from './FormBuilder';
