import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { useQuery } from '@tanstack/react-query';
import { Page } from '@/shell/Page';
import { problemsQuery } from '@/api/me';
import { Facts } from '@/components/Facts';
import { Tag } from '@/components/Tag';
import { Card, ui } from '../components/Ui';

/** One problem report (`?id=`): what was reported and the reply, if any. */
export default function QuestionDetailPage() {
  const { t } = useTranslation('me');
  const id = useSearchParams()[0].get('id') ?? '';
  const problems = useQuery(problemsQuery(undefined));
  const problem = problems.data?.find((p) => p.problemId === id) ?? (problems.data ? null : undefined);
  return (
    <Page header={{ left: ['back'], right: ['home'] }}>
      <AsyncView {...fromQuery(problems)} data={problem} emptyText={t('common.notFound')}>
        {(p) => (
          <>
            <Card title={p.title} id="problem-title">
              <p>
                <Tag tone={p.solved ? 'success' : 'warning'}>
                  {p.solved ? t('question.solved') : t('question.unsolved')}
                </Tag>
              </p>
              <Facts
                items={[
                  { label: t('question.category'), value: p.category },
                  { label: t('question.submittedAt'), value: p.submittedAt },
                ]}
              />
              <h3 className={ui.cardTitle}>{t('question.content')}</h3>
              <div className={ui.paragraphs}>
                <p>{p.content}</p>
              </div>
            </Card>
            <Card title={t('question.reply')} id="problem-reply">
              {p.reply ? (
                <>
                  <div className={ui.paragraphs}>
                    <p>{p.reply}</p>
                  </div>
                  <Facts items={[{ label: t('question.repliedAt'), value: p.repliedAt }]} />
                </>
              ) : (
                <p className={ui.muted}>{t('question.noReply')}</p>
              )}
            </Card>
          </>
        )}
      </AsyncView>
    </Page>
  );
}
