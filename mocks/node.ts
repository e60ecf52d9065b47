import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The mock backend for the unit tests: same handlers, no delay. */
export const mockServer = setupServer(...handlers);
export { resetMockBackend } from './lib/reset';
export { setFault, clearFault } from './lib/faults';
export { configureMock } from './lib/settings';
