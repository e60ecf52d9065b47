/**
 * Labels that match their control (issue #26, item 4): the question bank's subject choice is called a
 * subject (its kinds of question are the question types), and a practice's set-up is not titled as an
 * exam's.
 */
import { describe, expect, it, vi } from 'vitest';

// Screens driven end to end on a shared machine: more than the default 15 s each.
vi.setConfig({ testTimeout: 40_000 });
import { act, screen, within } from '@testing-library/react';
import { setLang } from '@/i18n';
import { renderApp, signIn } from '../../support/app';

const WAIT = { timeout: 8000 };

describe('study labels', () => {
  it('calls the bank’s subject choice a subject and its kinds of question the question types', async () => {
    await signIn('pilot');
    renderApp('/study/questionBank');
    const subject = await screen.findByRole('combobox', { name: '科目' }, WAIT);
    expect(within(subject).getByRole('option', { name: '全部科目' })).toBeInTheDocument();
    expect(await within(subject).findByRole('option', { name: /^航空气象/ }, WAIT)).toBeInTheDocument();
    const kinds = screen.getByRole('radiogroup', { name: '题型' });
    expect(within(kinds).getByRole('radio', { name: '判断题' })).toBeInTheDocument();
  });

  it('in English too', async () => {
    await setLang('en-us');
    await signIn('pilot');
    renderApp('/study/questionBank');
    expect(await screen.findByRole('combobox', { name: 'Subject' }, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Question type' })).toBeInTheDocument();
  });

  it('draws the bank’s rows again in the language the user switches to (their words are the list’s)', async () => {
    await signIn('pilot');
    renderApp('/study/questionBank');
    const rows = async (name: string) =>
      within(await screen.findByRole('list', { name }, WAIT)).getAllByRole('listitem');
    expect((await rows('题库题目'))[0]).toHaveTextContent(/单选题|多选题|判断题/);
    await act(() => setLang('en-us'));
    const english = await rows('Questions of the bank');
    expect(english[0]).toHaveTextContent(/Single choice|Multiple choice|True or false/);
    for (const row of english) expect(row).not.toHaveTextContent(/单选题|多选题|判断题/);
  });

  it('titles a practice’s set-up and confirmation as a practice’s, and an exam’s as an exam’s', async () => {
    await signIn('pilot');
    const practice = renderApp('/study/ready?typeId=T02');
    expect(await screen.findByRole('heading', { level: 1, name: '练习设置' }, WAIT)).toBeInTheDocument();
    practice.unmount();
    const confirm = renderApp('/study/ready2?typeId=T02&count=10');
    expect(await screen.findByRole('heading', { level: 1, name: '确认练习' }, WAIT)).toBeInTheDocument();
    confirm.unmount();
    renderApp('/study/ready?examId=EX2401');
    expect(await screen.findByRole('heading', { level: 1, name: '考前准备' }, WAIT)).toBeInTheDocument();
  });
});
