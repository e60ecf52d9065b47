/**
 * The loading overlay as §4 means it: the writes the user waits on (exam hand-in, finish, declaration,
 * password change, crew log) send the loading flag, and the overlay shows and locks scrolling until the
 * answer; reads keep their own skeletons.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockServer, setFault } from '@mocks/node';
import { LOADING_HEADER } from '@/api/client';
import { updatePassword } from '@/api/me';
import { sendOrQueue } from '@/api/writes';
import type { CrewLogInput } from '@/api/schema/crewlog';
import { firstMission, readAllNotices, ready, startExam } from '../../support/preparation';
import { renderApp, signIn } from './readingSupport';

const at = (path: string, missionId: string) => `${path}?missionId=${encodeURIComponent(missionId)}`;
const overlay = () => screen.queryByTestId('loading-overlay');

/** The loading header of every request by path, from now on. */
function recordLoading() {
  const seen: Array<[string, boolean]> = [];
  const listen = ({ request }: { request: Request }) =>
    void seen.push([new URL(request.url).pathname, request.headers.get(LOADING_HEADER) === '1']);
  mockServer.events.on('request:start', listen);
  return { seen, stop: () => void mockServer.events.removeListener('request:start', listen) };
}

/** Sends, and checks that the overlay covers the screen and locks scrolling until the answer. */
async function coveredUntilAnswered(send: () => Promise<void>) {
  await send();
  await waitFor(() => expect(overlay()).toBeInTheDocument());
  expect(document.body).toHaveClass('scroll-locked');
  await waitFor(() => expect(overlay()).not.toBeInTheDocument(), { timeout: 5000 });
  expect(document.body).not.toHaveClass('scroll-locked');
}

describe('the loading overlay', () => {
  it('covers the declaration and the exam hand-in until they are answered; the exam’s read does not', async () => {
    await signIn('pilot');
    const { missionId } = await firstMission();
    const user = userEvent.setup();
    setFault('/api/health/updatehealth', { kind: 'delay', ms: 400, times: 1 });
    const health = renderApp(at('/Prepare/Health', missionId));
    await user.click(await screen.findByLabelText('适宜飞行'));
    await coveredUntilAnswered(() => user.click(screen.getByRole('button', { name: '提交申报' })));
    health.unmount();

    await readAllNotices(missionId); // declared fit above

    const calls = recordLoading();
    renderApp(at('/Prepare/Examination', missionId));
    const form = await screen.findByRole('form', { name: /^航前准备考试 · / });
    const exam = await startExam(missionId);
    const groups = within(form).getAllByRole('group');
    for (const [index, question] of exam.questions.entries())
      await user.click(
        within(groups[index]!).getAllByRole(question.type === 'multiple' ? 'checkbox' : 'radio')[0]!,
      );
    setFault('/api/flightdata/submitexam', { kind: 'delay', ms: 400, times: 1 });
    await coveredUntilAnswered(() => user.click(screen.getByRole('button', { name: '提交答卷' })));
    calls.stop();
    expect(
      calls.seen.filter(([path]) => path === '/api/flightdata/getexamlist').every(([, flag]) => !flag),
    ).toBe(true);
    expect(calls.seen.find(([path]) => path === '/api/flightdata/submitexam')?.[1]).toBe(true);
  }, 30_000);

  it('covers the finish until it is answered', async () => {
    await signIn('pilot');
    const { missionId } = await firstMission();
    await ready(missionId);
    const user = userEvent.setup();
    renderApp(at('/Prepare/FlightMission', missionId));
    const finish = await screen.findByRole('button', { name: '完成准备' });
    setFault('/api/Prepare/FinishPreRecord', { kind: 'delay', ms: 400, times: 1 });
    await coveredUntilAnswered(() => user.click(finish));
  });

  it('is asked for by the password change and the crew log (the flag on their calls)', async () => {
    await signIn('pilot');
    const calls = recordLoading();
    await updatePassword({
      oldPassword: 'pilot1234',
      newPassword: 'pilot5678',
      confirmPassword: 'pilot5678',
    });
    await sendOrQueue('crewLog', {
      flightId: (await firstMission()).missionId,
      blockOffTime: '08:00',
      takeOffTime: '08:10',
      landingTime: '10:00',
      blockOnTime: '10:08',
      role: 'PF',
      landings: 1,
      remarks: '',
    } as CrewLogInput).catch(() => undefined);
    calls.stop();
    expect(calls.seen.find(([path]) => path.endsWith('/UpdatePassword'))?.[1]).toBe(true);
    expect(calls.seen.find(([path]) => path.endsWith('/AddNewOrUpdCLog'))?.[1]).toBe(true);
    expect(calls.seen.find(([path]) => path.endsWith('/GetFlightMission'))?.[1]).toBe(false);
  });
});
