import { configure } from '@testing-library/react';

// Lazy pages compile on first use and the suite runs in parallel: give async queries room.
configure({ asyncUtilTimeout: 5000 });

export { renderApp, signIn } from '../../support/app';
export { recordRequests } from '../../support/requests';
/** The signed-in user's first mission still to prepare (pilot and cabin fly it together). */
export { firstMission } from '../../support/preparation';

/** The value cell next to a label of a fact list. */
export const valueBeside = (label: HTMLElement) => label.nextElementSibling;
