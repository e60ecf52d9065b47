/** Types of scripts/audit.mjs (plain JavaScript: .ci/run runs it without a compiler). */
export const FAILING: string[];
export function judgeAudit(stdout: string): { outcome: 'unreachable' | 'fail' | 'pass'; lines: string[] };
