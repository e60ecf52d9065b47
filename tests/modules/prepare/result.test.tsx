import { screen } from '@testing-library/react';
import { setFault } from '@mocks/node';
import { i18n } from '@/i18n';
import { ready } from '../../support/preparation';
import { firstMission, renderApp, signIn } from './readingSupport';

describe('the pre-flight exam result', () => {
  it('with no exam on record says so and leads to the exam, in both languages (not a blank screen)', async () => {
    await signIn('pilot');
    const { missionId } = await firstMission();
    await ready(missionId);
    setFault('/api/prepare/GetPreExamRecord', { kind: 'list-empty' });
    renderApp(`/Prepare/Result?missionId=${missionId}`);

    expect(await screen.findByText('您还没有参加准备考试')).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: '去参加考试' });
    expect(link).toHaveAttribute('href', `/Prepare/Examination?missionId=${missionId}`);

    await i18n.changeLanguage('en-us');
    expect(await screen.findByText('You have not taken the pre-flight exam yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take the exam' })).toBeInTheDocument();
  });

  it('offers no way to the exam while must-read notices are unread: the reason and the notices instead', async () => {
    await signIn('cabin');
    const { missionId } = await firstMission();
    renderApp(`/Prepare/Result?missionId=${missionId}`);
    expect(await screen.findByText('您还有未读的通告，请阅读后再继续')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去阅读通告' })).toBeInTheDocument();
    expect(await screen.findByText('您还没有参加准备考试')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '去参加考试' })).not.toBeInTheDocument();
  });
});
