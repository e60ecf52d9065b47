import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/Field';
import { FormError, SubmitButton } from '@/components/Form';
import { Segmented } from '@/components/Segmented';
import { useSubmit } from '@/api/useSubmit';
import { paths } from '@/lib/paths';
import { Page } from '@/shell/Page';
import { useDraft } from '@/stores/drafts';
import { showToast } from '@/stores/feedback';
import { problemsQuery, sendAdvice } from '@/api/me';
import { queryClient } from '@/api/queryClient';
import { ui } from '../components/Ui';
import { SUGGEST_MAX, SUGGEST_MIN } from '../lib/rules';

type Kind = 'advice' | 'problem';
interface SuggestForm {
  kind: Kind;
  title: string;
  content: string;
  contact: string;
}

/**
 * A suggestion, or a problem report that then shows in the problem reports. What was typed is kept as
 * a draft until the backend accepts it.
 */
export default function SuggestPage() {
  const { t } = useTranslation('me');
  const navigate = useNavigate();
  const kindParam = useSearchParams()[0].get('kind') === 'problem' ? 'problem' : 'advice';
  const form = useDraft<SuggestForm>('me.suggest', { kind: kindParam, title: '', content: '', contact: '' });
  const submit = useSubmit();
  const [contentError, setContentError] = useState<string>();
  const value = form.value;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const length = value.content.trim().length;
    const problem =
      length < SUGGEST_MIN ? t('suggest.tooShort') : length > SUGGEST_MAX ? t('suggest.tooLong') : undefined;
    setContentError(problem);
    if (problem) return;
    const outcome = await submit.run(() =>
      sendAdvice({
        kind: value.kind,
        title: value.title.trim() || undefined,
        content: value.content.trim(),
        contact: value.contact.trim() || undefined,
      }),
    );
    if (!outcome?.ok) return;
    form.discard();
    // A problem report joins the user's problem list.
    void queryClient.invalidateQueries({ queryKey: [problemsQuery(undefined).queryKey[0]] });
    showToast(t('suggest.sent'));
    if (outcome.data.kind === 'problem') navigate(paths.me.question, { replace: true });
  };

  const set = (key: Exclude<keyof SuggestForm, 'kind'>) => (next: string) =>
    form.set((previous) => ({ ...previous, [key]: next }));

  return (
    <Page header={{ left: ['back'], right: ['home'] }}>
      {form.restored && <p className={ui.note}>{t('common.draftRestored')}</p>}
      <form className={ui.form} onSubmit={(e) => void onSubmit(e)} noValidate>
        <Segmented<Kind>
          label={t('suggest.kind')}
          value={value.kind}
          onChange={(kind) => form.set((previous) => ({ ...previous, kind }))}
          options={[
            { value: 'advice', label: t('suggest.advice') },
            { value: 'problem', label: t('suggest.problem') },
          ]}
        />
        <Field label={t('suggest.title')} value={value.title} onChange={set('title')} maxLength={40} />
        <Field
          label={t('suggest.content')}
          type="textarea"
          rows={6}
          value={value.content}
          onChange={(next) => {
            set('content')(next);
            setContentError(undefined);
          }}
          state={contentError ? 'error' : undefined}
          message={
            contentError ??
            `${t('suggest.contentHint')} · ${t('suggest.count', { count: value.content.trim().length })}`
          }
        />
        <Field label={t('suggest.contact')} value={value.contact} onChange={set('contact')} maxLength={40} />
        <FormError message={submit.error} />
        <SubmitButton pending={submit.pending} label={t('common.send')} pendingLabel={t('common.sending')} />
      </form>
    </Page>
  );
}
