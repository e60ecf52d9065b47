import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { noticeTypesQuery } from '@/api/flightdata';
import { readJson, writeJson } from '@/lib/storage';
import { Page } from '@/shell/Page';
import { ErrorState } from '@/components/ErrorState';
import { Facts } from '@/components/Facts';
import { Card, ui } from '../components/Ui';

interface NewMsgSettings {
  receive: boolean;
  importantOnly: boolean;
  sound: boolean;
  vibrate: boolean;
  preview: boolean;
}

/** A display preference of this device, like the text size: no backend call takes it. */
const KEY = 'me.newMsg';
const DEFAULTS: NewMsgSettings = {
  receive: true,
  importantOnly: false,
  sound: true,
  vibrate: true,
  preview: true,
};

/** New message alerts: whether and how the app alerts of new messages, with today's unread count. */
export default function NewMsgPage() {
  const { t } = useTranslation('me');
  const [settings, setSettings] = useState<NewMsgSettings>(() => ({
    ...DEFAULTS,
    ...(readJson<Partial<NewMsgSettings>>('local', KEY) ?? {}),
  }));
  const unread = useQuery(noticeTypesQuery());

  const toggle = (key: keyof NewMsgSettings) => {
    const next = { ...settings, [key]: !settings[key] };
    setSettings(next);
    writeJson('local', KEY, next);
  };

  const row = (key: keyof NewMsgSettings, label: string, hint?: string, disabled = false) => (
    <label className={ui.switchRow} key={key}>
      <span className={ui.switchText}>
        <span>{label}</span>
        {hint && <span className={ui.itemMeta}>{hint}</span>}
      </span>
      <input
        type="checkbox"
        role="switch"
        checked={settings[key]}
        disabled={disabled}
        onChange={() => toggle(key)}
      />
    </label>
  );

  return (
    <Page header={{ left: ['back'], right: ['home'] }}>
      <Card>
        {row('receive', t('newMsg.receive'), t('newMsg.receiveHint'))}
        {row('importantOnly', t('newMsg.importantOnly'), undefined, !settings.receive)}
        {row('sound', t('newMsg.sound'), undefined, !settings.receive)}
        {row('vibrate', t('newMsg.vibrate'), undefined, !settings.receive)}
        {row('preview', t('newMsg.preview'), undefined, !settings.receive)}
      </Card>
      <Card>
        <Facts
          items={[
            {
              label: t('newMsg.unread'),
              value: unread.data ? String(unread.data.unreadTotal) : unread.isError ? '—' : '…',
            },
          ]}
        />
      </Card>
      {unread.data === undefined && unread.isError && (
        <ErrorState error={unread.error} onRetry={() => void unread.refetch()} />
      )}
      <p className={ui.note}>{t('newMsg.kept')}</p>
    </Page>
  );
}
