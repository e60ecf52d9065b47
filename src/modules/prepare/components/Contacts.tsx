import { useTranslation } from 'react-i18next';
import type { ContactKind, DocTeleNo } from '@/api/schema/prepare';
import { useQuery } from '@tanstack/react-query';
import { contactsQuery } from '@/api/prepare';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import styles from './flow.module.css';

/** A phone number as a dialable link (digits, and the extension words left out of the number). */
const telOf = (phone: string) => `tel:${phone.replace(/转.*$/, '').replace(/[^\d+]/g, '')}`;

/**
 * Whom to call about the mission (getdocteleno), each a number to tap: `kinds` picks and orders the ones
 * a situation needs (a "not fit" day: crew control and aviation medicine), all of them without.
 */
export function Contacts({
  missionId,
  kinds,
  title,
}: {
  missionId: string;
  kinds?: ContactKind[];
  title?: string;
}) {
  const { t } = useTranslation('prepare');
  const contacts = useQuery({ ...contactsQuery(missionId), enabled: missionId !== '' });
  const pick = (list: DocTeleNo[]) =>
    kinds ? kinds.flatMap((kind) => list.filter((contact) => contact.kind === kind)) : list;
  return (
    <section className={styles.contacts} aria-label={title ?? t('contacts.title')}>
      {title !== '' && <h3>{title ?? t('contacts.title')}</h3>}
      <AsyncView {...fromQuery(contacts)}>
        {(list) => (
          <ul className={styles.contactList}>
            {pick(list).map((contact) => (
              <li key={`${contact.kind}-${contact.name}`}>
                <a
                  className={styles.contact}
                  href={telOf(contact.phone)}
                  aria-label={t('contacts.call', {
                    kind: t(`contacts.kind.${contact.kind}`),
                    phone: contact.phone,
                  })}
                >
                  <span className={styles.contactKind}>{t(`contacts.kind.${contact.kind}`)}</span>
                  <span className={styles.contactPhone}>{contact.phone}</span>
                  <span className={styles.meta}>
                    {contact.name} · {contact.remark}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </AsyncView>
    </section>
  );
}
