import { configure } from '@testing-library/react';

// Lazy study screens load their code on first use; on a busy machine that takes longer than 1 s.
configure({ asyncUtilTimeout: 6000 });

/** vi.waitFor with the same patience. */
export const patient = { timeout: 6000 };

// A test that walks through several lazy screens needs more than the default 15 s on a busy machine.
vi.setConfig({ testTimeout: 45000 });
