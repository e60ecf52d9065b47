import { waitFor } from '@testing-library/react';

/**
 * A mission's card in the task list, once drawn, found by its link: the same flight number flies on
 * several days of a rotation, so two cards may carry the same title.
 */
export const missionCard = (list: HTMLElement, missionId: string, timeout?: number) =>
  waitFor(
    () => {
      const card = list.querySelector(`a[href$="missionId=${missionId}"]`)?.closest('li');
      if (!card) throw new Error(`no card of mission ${missionId} yet`);
      return card as HTMLElement;
    },
    timeout ? { timeout } : undefined,
  );
