export { AsyncView, asyncPhase } from './AsyncView';
export type { AsyncViewProps, AsyncPhase } from './AsyncView';
