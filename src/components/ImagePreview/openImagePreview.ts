import type { PreparedPhotoSwipeOptions, SlideData } from 'photoswipe';
import '../i18n';
import { i18n } from '@/i18n';

export interface PreviewImage {
  src: string;
  width?: number;
  height?: number;
  alt?: string;
}

export type PreviewSource = string | PreviewImage;

/** The spec's gallery options (SPEC §2): opacity 0.85, zoom up to 5, tap to close, no extra chrome. */
export function previewOptions(count: number): Partial<PreparedPhotoSwipeOptions> & { preloader: false } {
  const t = i18n.getFixedT(null, 'components');
  return {
    bgOpacity: 0.85,
    maxZoomLevel: 5,
    tapAction: 'close',
    imageClickAction: 'close',
    bgClickAction: 'close',
    // photoswipe 5 has no caption, fullscreen, share or history; switch off its remaining chrome too.
    counter: false,
    zoom: false,
    preloader: false,
    arrowPrev: count > 1,
    arrowNext: count > 1,
    close: true,
    loop: false,
    closeTitle: t('imagePreview.close'),
    arrowPrevTitle: t('imagePreview.prev'),
    arrowNextTitle: t('imagePreview.next'),
    errorMsg: t('imagePreview.error'),
    showHideAnimationType: 'fade',
  };
}

/** Natural size of an image; falls back to the viewport when it cannot be loaded. */
export function measureImage(src: string): Promise<{ width: number; height: number }> {
  const fallback = { width: window.innerWidth || 375, height: window.innerHeight || 667 };
  return new Promise((resolve) => {
    const img = new Image();
    img.onload = () =>
      resolve(img.naturalWidth > 0 ? { width: img.naturalWidth, height: img.naturalHeight } : fallback);
    img.onerror = () => resolve(fallback);
    img.src = src;
  });
}

async function toSlides(images: PreviewSource[]): Promise<SlideData[]> {
  return Promise.all(
    images.map(async (image) => {
      const item = typeof image === 'string' ? { src: image } : image;
      const size =
        item.width && item.height ? { width: item.width, height: item.height } : await measureImage(item.src);
      return { src: item.src, alt: item.alt, ...size };
    }),
  );
}

/**
 * Opens the full-screen gallery at `index`. photoswipe and its CSS are imported only here, so the
 * gallery costs nothing until someone opens it. Resolves with the photoswipe instance.
 */
export async function openImagePreview(images: PreviewSource[], index = 0) {
  if (images.length === 0) return null;
  const [{ default: PhotoSwipe }, dataSource] = await Promise.all([
    import('photoswipe'),
    toSlides(images),
    import('photoswipe/style.css'),
  ]);
  const safeIndex = Math.min(Math.max(0, Math.trunc(index) || 0), images.length - 1);
  const pswp = new PhotoSwipe({ ...previewOptions(images.length), dataSource, index: safeIndex });
  pswp.init();
  return pswp;
}
