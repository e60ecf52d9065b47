export { Facts, EMPTY_VALUE, type Fact, type FactsProps } from './Facts';
