import { useTranslation } from 'react-i18next';
import type { Attachment } from '@/api/schema/flightdata';
import styles from './flow.module.css';

/** A notice's attachments, each opening in a new tab. */
export function Attachments({ list }: { list: Attachment[] }) {
  const { t } = useTranslation('prepare');
  if (list.length === 0) return null;
  return (
    <section aria-label={t('notice.attachments')}>
      <h3>{t('notice.attachments')}</h3>
      <ul className={styles.list}>
        {list.map((file) => (
          <li key={file.id}>
            <a className={styles.row} href={file.url} target="_blank" rel="noopener noreferrer">
              {file.name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
