/**
 * Saying what happened (issue #26, item 8): saving a cabin message says who of the crew will receive it
 * and from when.
 */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLang } from '@/i18n';
import { firstMission, renderApp, signIn } from './readingSupport';
import { readAllNotices } from '../../support/preparation';

describe('a saved cabin message', () => {
  it('says which crew members receive it and from when', { timeout: 40_000 }, async () => {
    await signIn('cabin');
    const { missionId } = await firstMission();
    // A message belongs to the cabin step: the must-read notices come first (the mission's gate, #25).
    await readAllNotices(missionId);
    renderApp(`/Prepare/Message?missionId=${missionId}`);
    await screen.findByRole('list', { name: '号位分工' });
    await userEvent.type(screen.getByLabelText('留言内容'), 'SS3 关门前确认应急出口座位');
    await userEvent.click(screen.getByRole('button', { name: '保存留言' }));
    expect(
      await screen.findByText(
        /^已发给本航班 \d+ 名机组成员（.+），自 \d{4}-\d\d-\d\d \d\d:\d\d 起可在网上准备中看到。$/,
      ),
    ).toBeInTheDocument();
  });

  it('in English, one or many', { timeout: 40_000 }, async () => {
    await setLang('en-us');
    await signIn('cabin');
    const { missionId } = await firstMission();
    // A message belongs to the cabin step: the must-read notices come first (the mission's gate, #25).
    await readAllNotices(missionId);
    renderApp(`/Prepare/Message?missionId=${missionId}`);
    await screen.findByRole('list', { name: 'Cabin positions' });
    await userEvent.type(screen.getByLabelText('Message'), 'Check the exit rows');
    await userEvent.click(screen.getByRole('button', { name: 'Save message' }));
    expect(
      await screen.findByText(
        /^Sent to \d+ crew members? of this flight \(.+\), who can read it in their preparation from /,
      ),
    ).toBeInTheDocument();
  });
});
