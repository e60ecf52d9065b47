import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../Icon';
import { openImagePreview } from '../ImagePreview';
import type { Attachment } from '@/api/schema/flightdata';
import { safeUrl } from '@/lib/safeUrl';
import '../i18n';
import styles from './Attachments.module.css';

function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * The files attached to a message, an announcement or a preparation notice. Pictures open in the shared image preview; a PDF opens in
 * the browser's own viewer in a new tab, with a download link for browsers that cannot show it. An
 * address that fails the check (lib/safeUrl) is said to be unavailable instead of linked.
 */
export function Attachments({ attachments }: { attachments: Attachment[] }) {
  const { t } = useTranslation('components');
  const titleId = useId();
  if (attachments.length === 0) return null;
  const checked = attachments.map((file) => ({ ...file, url: safeUrl(file.url) }));
  const images = checked.filter((file) => file.type === 'image' && file.url);
  const sources = images.map((file) => ({ src: file.url!, alt: file.name }));

  return (
    <section className={styles.box} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('attachments.title', { count: attachments.length })}
      </h2>
      <ul className={styles.list}>
        {checked.map((file) => (
          <li key={file.id} className={styles.item}>
            <Icon name={file.type === 'image' ? 'image' : 'document'} size={44} className={styles.icon} />
            <span className={styles.text}>
              <span className={styles.name}>{file.name}</span>
              <span className={styles.size}>{formatFileSize(file.size)}</span>
            </span>
            {!file.url ? (
              <span className={styles.size}>{t('linkUnavailable', { ns: 'common' })}</span>
            ) : file.type === 'image' ? (
              <button
                type="button"
                className={styles.action}
                onClick={() => void openImagePreview(sources, images.indexOf(file))}
                aria-label={t('attachments.viewNamed', { name: file.name })}
              >
                {t('attachments.view')}
              </button>
            ) : (
              <span className={styles.actions}>
                <a
                  href={file.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.action}
                  aria-label={t('attachments.openNamed', { name: file.name })}
                >
                  {t('attachments.open')}
                </a>
                <a
                  href={file.url}
                  download={file.name}
                  className={styles.action}
                  aria-label={t('attachments.downloadNamed', { name: file.name })}
                >
                  <Icon name="download" size={36} />
                </a>
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
