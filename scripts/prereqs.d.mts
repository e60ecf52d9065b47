/** Types of scripts/prereqs.mjs (plain JavaScript, run before any package is installed). */
export const CHROMIUM: string;
export const NGINX: string;
export const NGINX_MODULES: string;
export function hasBrotli(): boolean;
export function brotliLoadLines(): string;
export function ensurePrerequisites(needs: { chromium?: boolean; nginx?: boolean }): void;
