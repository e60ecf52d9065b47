export { EmptyResult } from './EmptyResult';
export type { EmptyResultProps } from './EmptyResult';
