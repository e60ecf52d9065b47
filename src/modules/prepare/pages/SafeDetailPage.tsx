import { useTranslation } from 'react-i18next';
import { fetchSafetyNotice } from '../api';
import { levelKey } from '../notices';
import { NoticeDetail } from '../components/NoticeDetail';
import styles from '../components/flow.module.css';

/** /prepare/safe/detail/:id — one safety notice (getsafetynoticeinfo); opening it marks it read. */
export default function SafeDetailPage() {
  const { t } = useTranslation('prepare');
  return (
    <NoticeDetail
      load={fetchSafetyNotice}
      tags={(item) => (
        <span className={`${styles.tag} ${item.level === '一般' ? '' : styles.danger}`}>
          {t(levelKey(item.level))}
        </span>
      )}
    />
  );
}
