import { useCrewStore } from '@/stores/crew';
import { followWritesSettled, replaceFollowed, syncFollowed, trackFollowWrite } from '@/stores/follows';

describe('follow state across screens', () => {
  it('an answer asked for before the user changed a flight does not undo the change', () => {
    const askedAt = Date.now() - 1000;
    useCrewStore.getState().setFocusFlights(['F1', 'F2']);
    void trackFollowWrite('F3', async () => 'ok');
    useCrewStore.getState().setFollowed('F3', true);
    replaceFollowed(['F1'], askedAt); // the server did not know about F3 yet
    expect(useCrewStore.getState().focusFlights.sort()).toEqual(['F1', 'F3']);
  });

  it('a newer answer is taken as it is, and does not count as a user change', () => {
    useCrewStore.getState().setFocusFlights(['F1']);
    const before = useCrewStore.getState().focusChange;
    syncFollowed(
      [
        { id: 'F1', followed: false },
        { id: 'F9', followed: true },
      ],
      Date.now() + 1,
    );
    expect(useCrewStore.getState().focusFlights).toEqual(['F9']);
    expect(useCrewStore.getState().focusChange).toBe(before);
  });

  it('waits for writes on their way before a list is read', async () => {
    let answer!: () => void;
    const write = trackFollowWrite('F5', () => new Promise<void>((resolve) => (answer = resolve)));
    let settled = false;
    const waiting = followWritesSettled().then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    answer();
    await write;
    await waiting;
    expect(settled).toBe(true);
  });
});
