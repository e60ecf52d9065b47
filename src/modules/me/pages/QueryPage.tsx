import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { beijingDay } from '@/lib/beijing';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { useQuery } from '@tanstack/react-query';
import { Page } from '@/shell/Page';
import { qarEventsQuery } from '@/api/me';
import { Facts } from '@/components/Facts';
import { Tag, type TagTone } from '@/components/Tag';
import { ItemCard, ItemList, ui } from '../components/Ui';
import styles from './QueryPage.module.css';

interface Filters {
  startDate: string;
  endDate: string;
  flightNo: string;
}

const LEVEL_TONE: Record<string, TagTone> = { 轻度: 'info', 中度: 'warning', 严重: 'danger' };

/** QAR events of the pilot's flights, filtered by flight date and flight number (pilots only: routes.tsv). */
export default function QueryPage() {
  const { t } = useTranslation('me');
  const initial: Filters = {
    startDate: beijingDay(-180),
    endDate: beijingDay(),
    flightNo: '',
  };
  const [form, setForm] = useState<Filters>(initial);
  const [applied, setApplied] = useState<Filters>(initial);
  const events = useQuery(qarEventsQuery({ startDate: applied.startDate, endDate: applied.endDate }));
  const wanted = applied.flightNo.trim().toUpperCase();
  const shown = events.data?.filter((e) => !wanted || e.flightNo.toUpperCase().includes(wanted));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A reversed range is swapped rather than refused (§4 date-range rule).
    const [startDate, endDate] =
      form.startDate && form.endDate && form.startDate > form.endDate
        ? [form.endDate, form.startDate]
        : [form.startDate, form.endDate];
    const next = { ...form, startDate, endDate };
    setForm(next);
    setApplied(next);
  };

  return (
    <Page header={{ left: ['back'], right: ['home'] }}>
      <form className={ui.form} onSubmit={submit} aria-label={t('qar.filters')}>
        <div className={styles.dates}>
          <label className={styles.field}>
            <span>{t('common.from')}</span>
            <input
              type="date"
              value={form.startDate}
              onChange={(e) => setForm({ ...form, startDate: e.target.value })}
            />
          </label>
          <label className={styles.field}>
            <span>{t('common.to')}</span>
            <input
              type="date"
              value={form.endDate}
              onChange={(e) => setForm({ ...form, endDate: e.target.value })}
            />
          </label>
        </div>
        <label className={styles.field}>
          <span>{t('qar.flightNo')}</span>
          <input
            type="search"
            value={form.flightNo}
            placeholder={t('qar.flightNoPlaceholder')}
            onChange={(e) => setForm({ ...form, flightNo: e.target.value })}
          />
        </label>
        <div className={styles.actions}>
          <button type="submit" className={ui.buttonPrimary}>
            {t('common.query')}
          </button>
          <button
            type="button"
            className={ui.button}
            onClick={() => {
              setForm(initial);
              setApplied(initial);
            }}
          >
            {t('common.reset')}
          </button>
        </div>
      </form>
      <AsyncView {...fromQuery(events)} data={shown} emptyText={t('qar.empty')}>
        {(list) => (
          <ItemList label={t('qar.list')}>
            {list.map((e) => (
              <ItemCard
                key={e.eventId}
                title={e.eventName}
                aside={<Tag tone={LEVEL_TONE[e.level] ?? 'neutral'}>{e.level}</Tag>}
              >
                <Facts
                  items={[
                    { label: t('qar.date'), value: e.flightDate },
                    { label: t('qar.flightNo'), value: e.flightNo },
                    { label: t('qar.route'), value: `${e.from}–${e.to}` },
                    { label: t('qar.registration'), value: e.registration },
                    { label: t('qar.phase'), value: e.phase },
                    { label: t('qar.value'), value: e.value },
                    { label: t('qar.limit'), value: e.limit },
                    { label: t('qar.status'), value: e.status },
                  ]}
                />
              </ItemCard>
            ))}
          </ItemList>
        )}
      </AsyncView>
    </Page>
  );
}
