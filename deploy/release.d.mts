/** Types of deploy/release.mjs (plain JavaScript: it runs on a server with Node and nothing else). */
export const POLICY_FILE: string;
export function inlineHashes(html: string, tag: 'script' | 'style'): string[];
export function parsePolicy(policy: string): Map<string, string[]>;
export function policyProblems(html: string, policy: string): string[];
export function releaseSnippet(folder: string, policy: string): string;
export function installRelease(folder: string, target: string): { root: string; policy: string };
