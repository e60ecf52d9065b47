/** Types of deploy/check.mjs (plain JavaScript: it runs wherever Node does). */
export function checkSite(base: string): Promise<string[]>;
