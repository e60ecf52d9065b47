import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useDraft } from '@/stores/drafts';
import { useSessionStore } from '@/stores/session';
import { useSubmit } from '@/api/useSubmit';
import { ApiError } from '@/api/errors';
import type { Auth } from '@/api/schema/auth';

const user = (userId: string): Auth => ({
  userId,
  userName: userId,
  name: userId,
  type: 'C',
  post: '',
  department: '',
  phone: '',
  avatar: '',
});
const signIn = (userId: string) =>
  useSessionStore.getState().login({ auth: user(userId), token: `t-${userId}` });

/** A one-field form that sends through the shared submit and keeps its text as a draft until accepted. */
function NoteForm({ send }: { send: (text: string) => Promise<void> }) {
  const draft = useDraft('test.note', '');
  const submit = useSubmit();
  const [sent, setSent] = useState(0);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit
          .run(() => send(draft.value))
          .then((outcome) => {
            if (outcome?.ok) {
              draft.discard();
              setSent((n) => n + 1);
            }
          });
      }}
    >
      <label>
        note
        <input value={draft.value} onChange={(event) => draft.set(event.target.value)} />
      </label>
      <button type="submit" disabled={submit.pending}>
        send
      </button>
      {submit.error && <p role="alert">{submit.error}</p>}
      <output>{sent}</output>
    </form>
  );
}

describe('drafts and the shared submit', () => {
  it('keeps what was typed across a failed send and a remount, and drops it once accepted', async () => {
    signIn('u1');
    let fail = true;
    const send = vi.fn(async () => {
      if (fail) throw new ApiError('http', '服务器异常', { status: 500 });
    });
    const first = render(<NoteForm send={send} />);
    await userEvent.type(screen.getByLabelText('note'), 'headache');
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('服务器异常');
    first.unmount();

    render(<NoteForm send={send} />);
    expect(screen.getByLabelText('note')).toHaveValue('headache');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(await screen.findByText('1')).toBeInTheDocument();
    expect(screen.getByLabelText('note')).toHaveValue('');
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('draft:'))).toEqual([]);
  });

  it('sends one request for a double tap', async () => {
    signIn('u1');
    let finish: () => void = () => undefined;
    const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<NoteForm send={send} />);
    const button = screen.getByRole('button', { name: 'send' });
    act(() => {
      button.click();
      button.click();
    });
    await act(async () => finish());
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('survives an expired session signed in again, and goes at sign-out or when someone else signs in', async () => {
    signIn('u1');
    const view = render(<NoteForm send={async () => undefined} />);
    await userEvent.type(screen.getByLabelText('note'), 'fatigue');
    view.unmount();
    act(() => useSessionStore.getState().expire());
    signIn('u1');
    render(<NoteForm send={async () => undefined} />).unmount();
    expect(sessionStorage.getItem('draft:u1:test.note')).toBe('"fatigue"');

    signIn('u2');
    expect(sessionStorage.getItem('draft:u1:test.note')).toBeNull();

    sessionStorage.setItem('draft:u2:test.note', '"x"');
    act(() => useSessionStore.getState().signOut());
    expect(sessionStorage.getItem('draft:u2:test.note')).toBeNull();
    sessionStorage.setItem('draft:u2:test.note', '"x"');
    act(() => useSessionStore.getState().logout());
    expect(sessionStorage.getItem('draft:u2:test.note')).toBeNull();
  });
});
