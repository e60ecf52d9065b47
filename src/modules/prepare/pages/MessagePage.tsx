import { useState, type FormEvent } from 'react';
import { Tag } from '@/components/Tag';
import { useTranslation } from 'react-i18next';
import type { CabinMessage, CabinMessageKind, CabinRank } from '@/api/schema/cabin';
import { useQuery } from '@tanstack/react-query';
import { cabinMessagesQuery, cabinRankQuery, saveCabinMessage } from '@/api/cabin';
import { queryClient } from '@/api/queryClient';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { Field } from '@/components/Field';
import { FormError, SubmitButton } from '@/components/Form';
import { sendFailureText, useSubmit } from '@/api/useSubmit';
import { useDraft } from '@/stores/drafts';
import { useMissionId } from '../mission';
import { refusalText } from '@/api/refusals';
import { useStepGate, writeOffered } from '../gate';
import { refreshMissionState } from '../records';
import { StepPage } from '../components/StepPage';
import { ReadingSection } from '../components/ReadingSection';
import styles from '../components/ReadingCard.module.css';

const MAX_CONTENT = 300;
const KINDS: CabinMessageKind[] = ['rank', 'security'];

/**
 * Cabin crew only: the cabin positions (号位) of the mission, the rank and security messages, and a new
 * message, kept as a draft until the backend saves it.
 */
export default function MessagePage() {
  const { t } = useTranslation('prepare');
  const missionId = useMissionId();
  // A new message is offered where the backend's gate takes it (StepPage says why not).
  const offered = writeOffered(useStepGate('cabin'), { afterFinish: true });
  const rank = useQuery({ ...cabinRankQuery(missionId), enabled: Boolean(missionId) });
  const messages = useQuery({
    ...cabinMessagesQuery(missionId),
    enabled: missionId !== '',
    refetchOnMount: 'always',
  });
  const draft = useDraft<{ kind: CabinMessageKind; title: string; content: string }>(
    missionId ? `prepare.cabinMessage:${missionId}` : null,
    { kind: 'rank', title: '', content: '' },
  );
  const submit = useSubmit();
  const [delivered, setDelivered] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submit.isBusy()) return;
    const content = draft.value.content.trim();
    if (!content) {
      submit.setError(t('reading.cabin.contentRequired'));
      return;
    }
    const outcome = await submit.run(() =>
      saveCabinMessage({ missionId, kind: draft.value.kind, title: draft.value.title.trim(), content }),
    );
    if (!outcome) return;
    if (outcome.ok) {
      draft.discard();
      const { recipients, readableFrom, ...message } = outcome.data;
      queryClient.setQueryData(cabinMessagesQuery(missionId).queryKey, (previous) => [
        message,
        ...(previous ?? []),
      ]);
      // Who will read it, and from when: the crew see it in their preparation.
      setDelivered(
        recipients.length > 0
          ? t('reading.cabin.delivered', {
              count: recipients.length,
              names: recipients.join('、'),
              time: readableFrom,
            })
          : t('reading.cabin.deliveredNobody'),
      );
    } else {
      submit.setError(refusalText(outcome.error) ?? sendFailureText(outcome.error));
      void refreshMissionState();
    }
  };

  return (
    <StepPage step="cabin">
      <div className={styles.content}>
        <ReadingSection title={t('reading.cabin.positions')}>
          <AsyncView {...fromQuery(rank)}>
            {(data: CabinRank) => (
              <ul className={styles.list} aria-label={t('reading.cabin.positions')}>
                {data.positions.map((position) => (
                  <li key={position.rankNo} className={styles.item}>
                    <div className={styles.itemHead}>
                      <p className={styles.itemTitle}>
                        {position.rankNo} · {position.name}
                      </p>
                      <Tag tone={position.isMe ? 'danger' : 'success'} variant="soft">
                        {position.isMe ? t('reading.cabin.me') : position.duty}
                      </Tag>
                    </div>
                    <p className={styles.muted}>{position.area}</p>
                    <p className={styles.text}>{position.responsibilities}</p>
                  </li>
                ))}
              </ul>
            )}
          </AsyncView>
        </ReadingSection>
        <ReadingSection title={t('reading.cabin.messages')}>
          <AsyncView {...fromQuery(messages)} emptyTitle={false} emptyText={t('reading.cabin.noMessages')}>
            {(list: CabinMessage[]) => (
              <ul className={styles.list} aria-label={t('reading.cabin.messages')}>
                {list.map((message) => (
                  <li key={message.messageId} className={styles.item}>
                    <div className={styles.itemHead}>
                      <p className={styles.itemTitle}>
                        {message.title || t(`reading.cabin.kind.${message.kind}`)}
                      </p>
                      <Tag tone={message.kind === 'security' ? 'danger' : 'success'} variant="soft">
                        {t(`reading.cabin.kind.${message.kind}`)}
                      </Tag>
                    </div>
                    <p className={styles.text}>{message.content}</p>
                    <p className={styles.muted}>
                      {message.author} · {message.createdAt}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </AsyncView>
        </ReadingSection>
        {offered && (
          <ReadingSection title={t('reading.cabin.newMessage')}>
            <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
              {draft.restored && <p className={styles.muted}>{t('reading.draftRestored')}</p>}
              <fieldset className={styles.choices}>
                <legend>{t('reading.cabin.messageKind')}</legend>
                {KINDS.map((kind) => (
                  <label key={kind} className={styles.choice}>
                    <input
                      type="radio"
                      name="message-kind"
                      value={kind}
                      checked={draft.value.kind === kind}
                      onChange={() => draft.set((previous) => ({ ...previous, kind }))}
                    />
                    {t(`reading.cabin.kind.${kind}`)}
                  </label>
                ))}
              </fieldset>
              <Field
                label={t('reading.cabin.messageTitle')}
                value={draft.value.title}
                maxLength={40}
                onChange={(title) => draft.set((previous) => ({ ...previous, title }))}
              />
              <Field
                type="textarea"
                rows={4}
                label={t('reading.cabin.messageContent')}
                value={draft.value.content}
                maxLength={MAX_CONTENT}
                onChange={(content) => draft.set((previous) => ({ ...previous, content }))}
                message={t('reading.count', { count: draft.value.content.length, max: MAX_CONTENT })}
              />
              <FormError message={submit.error} />
              <SubmitButton
                pending={submit.pending}
                label={t('reading.cabin.save')}
                pendingLabel={t('reading.sending')}
              />
              {delivered && (
                <p className={styles.muted} role="status">
                  {delivered}
                </p>
              )}
            </form>
          </ReadingSection>
        )}
      </div>
    </StepPage>
  );
}
