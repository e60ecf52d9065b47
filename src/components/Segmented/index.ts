export { Segmented, type SegmentedProps, type SegmentOption } from './Segmented';
