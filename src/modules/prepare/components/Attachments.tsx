import { useTranslation } from 'react-i18next';
import type { Attachment } from '@/api/schema/flightdata';
import { safeUrl } from '@/lib/safeUrl';
import styles from './flow.module.css';

/** A notice's attachments, each opening in a new tab (an address that fails lib/safeUrl: said to be unavailable). */
export function Attachments({ list }: { list: Attachment[] }) {
  const { t } = useTranslation('prepare');
  if (list.length === 0) return null;
  return (
    <section aria-label={t('notice.attachments')}>
      <h3>{t('notice.attachments')}</h3>
      <ul className={styles.list}>
        {list.map((file) => {
          const url = safeUrl(file.url);
          return (
            <li key={file.id}>
              {url ? (
                <a className={styles.row} href={url} target="_blank" rel="noopener noreferrer">
                  {file.name}
                </a>
              ) : (
                <span className={styles.row}>
                  {file.name} · {t('linkUnavailable', { ns: 'common' })}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
