export { ImagePreview } from './ImagePreview';
export type { ImagePreviewProps } from './ImagePreview';
export { openImagePreview, previewOptions, measureImage } from './openImagePreview';
export type { PreviewImage, PreviewSource } from './openImagePreview';
