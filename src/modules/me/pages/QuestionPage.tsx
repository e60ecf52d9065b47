import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { Segmented } from '@/components/Segmented';
import { useQuery } from '@tanstack/react-query';
import { Page } from '@/shell/Page';
import { problemsQuery } from '@/api/me';
import { Tag } from '@/components/Tag';
import { ItemCard, ItemList, Meta, ui } from '../components/Ui';
import { links } from '../lib/links';

type Filter = 'all' | 'unsolved' | 'solved';

/** The user's problem reports, solved and unsolved (§4); each opens its detail with the reply. */
export default function QuestionPage() {
  const { t } = useTranslation('me');
  const [filter, setFilter] = useState<Filter>('all');
  const problems = useQuery(problemsQuery(filter === 'all' ? undefined : filter === 'solved'));
  return (
    <Page header={{ left: ['back'], right: ['home'] }}>
      <div className={ui.filters}>
        <Segmented<Filter>
          label={t('question.filter')}
          value={filter}
          onChange={setFilter}
          options={[
            { value: 'all', label: t('question.all') },
            { value: 'unsolved', label: t('question.unsolved') },
            { value: 'solved', label: t('question.solved') },
          ]}
        />
      </div>
      <AsyncView {...fromQuery(problems)}>
        {(list) => (
          <ItemList label={t('question.list')}>
            {list.map((p) => (
              <ItemCard
                key={p.problemId}
                to={links.problem(p.problemId)}
                title={p.title}
                aside={
                  <Tag tone={p.solved ? 'success' : 'warning'}>
                    {p.solved ? t('question.solved') : t('question.unsolved')}
                  </Tag>
                }
              >
                <Meta>
                  {p.category} · {t('question.submittedAt')} {p.submittedAt}
                </Meta>
              </ItemCard>
            ))}
          </ItemList>
        )}
      </AsyncView>
      <div className={ui.buttonRow}>
        <Link to={links.suggest('problem')} className={ui.buttonPrimary}>
          {t('question.report')}
        </Link>
      </div>
    </Page>
  );
}
