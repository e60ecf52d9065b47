export { Checker, nextRadioValue, nextCheckboxValue, sameValue, deepEqual } from './Checker';
export type {
  CheckerProps,
  CheckerOption,
  CheckerValue,
  RadioCheckerProps,
  CheckboxCheckerProps,
} from './Checker';
