export { SubmitButton } from './SubmitButton';
export { FormError } from './FormError';
