/**
 * react-i18next imports `use-sync-external-store/shim`, a stand-in for React versions before 18 that
 * hands React's own hook over when React has it. React 18 and later always have it, so the build
 * resolves that import here (vite.config.ts) and the start-up bundle does not carry the stand-in.
 */
export { useSyncExternalStore } from 'react';
