/**
 * Study that means it (issue #26, item 7): a practice longer than its subject's bank says so before it
 * starts, and handing in a practice with questions left asks first (as the pre-flight exam does).
 */
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@/api/client';
import type { TestType } from '@/api/schema/compinfo';
import { renderApp, signIn } from '../../support/app';

// Screens driven end to end on a shared machine: more than the default 15 s each.
vi.setConfig({ testTimeout: 40_000 });
const WAIT = { timeout: 8000 };

describe('a practice', () => {
  it('of 20 questions on a subject of fewer says so before it starts, and has them all', async () => {
    await signIn('pilot');
    const types = await api.get<TestType[]>('/flightservice/CompInfo/GetTestTypeList');
    const small = types.find((type) => type.questionCount < 20)!;
    expect(small).toBeDefined();
    const { router } = renderApp(`/study/ready?typeId=${small.typeId}`);
    await userEvent.click(await screen.findByRole('radio', { name: '20 题' }, WAIT));
    expect(
      screen.getByText(`这个科目只有 ${small.questionCount} 题，本次练习共 ${small.questionCount} 题。`),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: '下一步' }));
    expect(
      await screen.findByText(`本次练习共 ${small.questionCount} 题，交卷后显示正确答案和解析。`, {}, WAIT),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '开始答题' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/study/test'), WAIT);
    expect(await screen.findByText(`已答 0 / ${small.questionCount}`, {}, WAIT)).toBeInTheDocument();
  });

  it('of 10 on a subject of more says nothing of the kind', async () => {
    await signIn('pilot');
    renderApp('/study/ready?typeId=T08');
    await userEvent.click(await screen.findByRole('radio', { name: '10 题' }, WAIT));
    expect(screen.queryByText(/这个科目只有/)).toBeNull();
  });

  it('handed in with questions left asks first, and keeping on answering keeps the practice', async () => {
    await signIn('pilot');
    renderApp('/study/ready2?typeId=T02&count=5');
    await userEvent.click(await screen.findByRole('button', { name: '开始答题' }, WAIT));
    const first = await screen.findByRole('group', { name: /第 1 \/ 5 题/ }, WAIT);
    await userEvent.click(first.querySelector('input')!);

    await userEvent.click(screen.getByRole('button', { name: '交卷' }));
    let ask = await screen.findByRole('dialog', { name: '确认交卷' }, WAIT);
    expect(ask).toHaveTextContent('还有 4 题未作答');
    await userEvent.click(within(ask).getByRole('button', { name: '继续作答' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '确认交卷' })).toBeNull());
    expect(screen.getByText('已答 1 / 5')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '交卷' }));
    ask = await screen.findByRole('dialog', { name: '确认交卷' }, WAIT);
    await userEvent.click(within(ask).getByRole('button', { name: '交卷' }));
    expect(await screen.findByText(/答对 \d \/ 5 题/, {}, WAIT)).toBeInTheDocument();
  });
});
