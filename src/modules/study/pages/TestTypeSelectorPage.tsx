import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { testTypesQuery } from '@/api/compinfo';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { paths } from '@/lib/paths';
import { Page } from '@/shell/Page';
import { useShelf } from '../lib/local';
import styles from '../components/study.module.css';

export const ALL_TYPES = 'all';

/** Chooses a question type: practise it, browse its bank or preview it with the answers. */
export default function TestTypeSelectorPage() {
  const { t } = useTranslation('study');
  const types = useQuery(testTypesQuery());
  const wrong = useShelf('wrong');
  return (
    <Page header={{ left: ['back'], right: ['home'] }}>
      <div className={styles.content}>
        <p className={styles.hint}>{t('types.hint')}</p>
        <AsyncView {...fromQuery(types)}>
          {(list) => (
            <ul className={styles.list} aria-label={t('types.list')}>
              {[
                {
                  typeId: ALL_TYPES,
                  name: t('types.all'),
                  questionCount: list.reduce((sum, type) => sum + type.questionCount, 0),
                },
                ...list,
              ].map((type) => {
                const wrongCount = wrong[type.typeId]?.length ?? 0;
                const typeId = type.typeId === ALL_TYPES ? undefined : type.typeId;
                return (
                  <li key={type.typeId} className={styles.card}>
                    <h2 className={styles.heading}>
                      <span>{type.name}</span>
                      <span className={styles.muted}>
                        {t('common.questions', { count: type.questionCount })}
                      </span>
                    </h2>
                    {wrongCount > 0 && (
                      <p className={styles.muted}>{t('types.wrongKept', { count: wrongCount })}</p>
                    )}
                    <div className={styles.actions}>
                      <Link
                        className={styles.button}
                        to={paths.study.ready({ typeId: type.typeId })}
                        aria-label={t('types.practiseType', { name: type.name })}
                      >
                        {t('types.practise')}
                      </Link>
                      <Link
                        className={styles.buttonOutline}
                        to={paths.study.questionBank({ typeId })}
                        aria-label={t('types.bankType', { name: type.name })}
                      >
                        {t('types.bank')}
                      </Link>
                      <Link
                        className={styles.buttonOutline}
                        to={paths.study.preview({ typeId })}
                        aria-label={t('types.previewType', { name: type.name })}
                      >
                        {t('types.preview')}
                      </Link>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </AsyncView>
      </div>
    </Page>
  );
}
