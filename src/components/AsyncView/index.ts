export { AsyncView, asyncPhase, fromQuery } from './AsyncView';
export type { AsyncViewProps, AsyncPhase, QueryLike } from './AsyncView';
