import { screen, within } from '@testing-library/react';
import { api } from '@/api/client';
import type { ExamSummary, PublicDocToUser } from '@/api/schema/compinfo';
import { beijingDay } from '@/lib/beijing';
import { renderApp, signIn } from '../../support/app';
import { patient } from './helpers';

describe('the study home (/study)', () => {
  it('counts what is new on the entries it concerns and lists it below the menus', async () => {
    await signIn('pilot');
    const docs = await api.read<PublicDocToUser[]>('/api/CompInfo/GetPubdocToUser', {});
    const exams = await api.read<ExamSummary[]>('/api/CompInfo/GetAllExam', {});
    const today = beijingDay();
    const open = exams.filter((e) => !e.passed && e.startDate <= today && e.endDate >= today);
    // The built-in backend has news of both kinds, or this test would prove nothing.
    expect(docs.length).toBeGreaterThan(0);
    expect(open.length).toBeGreaterThan(0);
    renderApp('/study');

    const documents = await screen.findByRole('link', { name: `公共文件, ${docs.length} 份未读` }, patient);
    expect(within(documents).getByText(String(docs.length))).toBeInTheDocument();
    const examEntry = screen.getByRole('link', { name: `考试, ${open.length} 场进行中` });
    expect(within(examEntry).getByText(String(open.length))).toBeInTheDocument();
    // Entries without news carry no count.
    expect(screen.getByRole('link', { name: '培训视频' })).toBeInTheDocument();

    // What is new comes after every menu: arriving late, it pushes none of them down.
    const news = screen.getByRole('region', { name: '待办与新内容' });
    const menus = screen.getAllByRole('navigation');
    for (const menu of menus)
      expect(menu.compareDocumentPosition(news) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      within(news).getByRole('link', { name: new RegExp(`${docs.length} 份推送文件未读`) }),
    ).toBeInTheDocument();
  });
});
