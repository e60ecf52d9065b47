import { useTranslation } from 'react-i18next';
import '../i18n';
import { openImagePreview, type PreviewImage } from './openImagePreview';
import styles from './ImagePreview.module.css';

export interface ImagePreviewProps {
  images: PreviewImage[];
  /** Accessible name of the list (default 图片列表 / Images). */
  label?: string;
  className?: string;
}

/** A grid of thumbnails; tapping one opens the lazily loaded full-screen gallery at that image. */
export function ImagePreview({ images, label, className }: ImagePreviewProps) {
  const { t } = useTranslation('components');
  return (
    <ul
      className={[styles.grid, className].filter(Boolean).join(' ')}
      aria-label={label ?? t('imagePreview.list')}
    >
      {images.map((image, index) => (
        <li key={`${image.src}-${index}`}>
          <button
            type="button"
            className={styles.thumb}
            aria-label={
              image.alt
                ? t('imagePreview.open', { name: image.alt })
                : t('imagePreview.openIndex', { index: index + 1 })
            }
            onClick={() => void openImagePreview(images, index)}
          >
            <img src={image.src} alt="" loading="lazy" className={styles.image} />
          </button>
        </li>
      ))}
    </ul>
  );
}
