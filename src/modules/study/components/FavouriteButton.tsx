import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/Icon';
import { toggleFavourite, useShelf, type Favourite } from '../lib/local';
import styles from './study.module.css';

/** A star that keeps an aircraft, airport, route or document on the study home. */
export function FavouriteButton({ item }: { item: Favourite }) {
  const { t } = useTranslation('study');
  const favourites = useShelf('favourites');
  const on = favourites.some((f) => f.kind === item.kind && f.id === item.id);
  return (
    <button
      type="button"
      className={styles.iconButton}
      aria-pressed={on}
      aria-label={t('favourite.label', { name: item.label })}
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        toggleFavourite(item);
      }}
    >
      <Icon name="star" size={40} />
    </button>
  );
}
