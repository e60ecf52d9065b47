/**
 * Each role sees its own items (issue #26, item 2): the entries, tiles and buttons of home, study and
 * the personal centre follow the access routes.tsv gives their screen, so cabin crew are offered no
 * pilot-only screen (simulator schedule, PF/PM summary, QAR events) and pilots no cabin-only one; and a
 * pilot-only address sends cabin crew away with a message.
 */
import { describe, expect, it, vi } from 'vitest';

// Screens driven end to end on a shared machine: more than the default 15 s each.
vi.setConfig({ testTimeout: 40_000 });
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { accessOf } from '@/lib/paths';
import { useUiStore } from '@/stores/ui';
import { renderApp, signIn } from '../support/app';

const WAIT = { timeout: 8000 };

/** The links a screen offers inside `container`, as "where (who may open it)". */
const offered = (container: HTMLElement) =>
  within(container)
    .queryAllByRole('link')
    .map((link) => link.getAttribute('href') ?? '')
    .filter((href) => accessOf(href) === 'pilot' || accessOf(href) === 'cabin')
    .map((href) => `${href.split('?')[0]} (${accessOf(href)})`);

/** What a role is offered that only one crew type may open: home's entries, study's tiles, me's menu, the crew log. */
async function crewTypeItems(): Promise<Record<string, string[]>> {
  const seen: Record<string, string[]> = {};
  renderApp('/home');
  seen.home = offered(await screen.findByRole('navigation', { name: '功能入口' }, WAIT));
  cleanup();
  renderApp('/study');
  await screen.findByRole('navigation', { name: '考试与练习' }, WAIT);
  seen.study = offered(document.body);
  cleanup();
  renderApp('/me');
  await screen.findByRole('link', { name: '机组日志' }, WAIT);
  seen.me = offered(document.body);
  cleanup();
  renderApp('/me/crewlog');
  await screen.findByRole('list', { name: '航段列表' }, WAIT);
  seen.crewLog = offered(document.body);
  cleanup();
  return seen;
}

describe('what each crew type is offered', () => {
  it('offers a pilot the simulator schedule, the PF/PM summary and QAR events', async () => {
    await signIn('pilot');
    expect(await crewTypeItems()).toEqual({
      home: ['/study/schedule (pilot)'],
      study: ['/study/schedule (pilot)'],
      me: ['/me/crewlogpf (pilot)', '/me/query (pilot)'],
      crewLog: ['/me/crewlogpf (pilot)'],
    });
  });

  it('offers cabin crew none of them', async () => {
    await signIn('cabin');
    expect(await crewTypeItems()).toEqual({ home: [], study: [], me: [], crewLog: [] });
  });

  it('sends cabin crew who type a pilot-only address to the home of its module, saying why', async () => {
    await signIn('cabin');
    const { router } = renderApp('/me/crewlogpf');
    await waitFor(() => expect(router.state.location.pathname).toBe('/me'), WAIT);
    expect(useUiStore.getState().toast?.message).toBe('该功能仅对飞行员开放');
  });
});
