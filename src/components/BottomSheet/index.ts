export { BottomSheet } from './BottomSheet';
export type { BottomSheetProps } from './BottomSheet';
