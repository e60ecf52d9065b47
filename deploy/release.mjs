#!/usr/bin/env node
// The deploy step that puts a build in service (deploy/README.md, "Deploy order"):
//
//   node deploy/release.mjs <release folder> <nginx snippet>
//   node deploy/release.mjs /srv/crew-app/releases/2026-11-26a /etc/nginx/crew-app-release.conf
//
// It checks the Content-Security-Policy the build wrote (<release>/_csp.txt) against the release's
// index.html, and writes the nginx snippet that serves this release with this policy: `root` and the
// policy together, so one `nginx -t && nginx -s reload` switches both at once and no page is ever sent
// with another build's hashes. nginx reads the policy from its own configuration, never from the web
// root. Plain JavaScript with no dependencies: it runs wherever Node does (the CI runner, the server).
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The file each build writes beside index.html: the bare policy (scripts/csp.ts). */
export const POLICY_FILE = '_csp.txt';

const hash = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * Hashes of the inline (no src) elements of one tag, as browsers hash them: the exact text between the
 * tags. A script with src runs its file; a script of a data type (JSON) runs nothing; an empty one has
 * nothing to run.
 */
export function inlineHashes(html, tag) {
  const pattern = new RegExp(`<${tag}\\b([^>]*)>([\\s\\S]*?)</${tag}>`, 'gi');
  const hashes = [];
  for (const match of html.matchAll(pattern)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (tag === 'script' && /\ssrc\s*=/i.test(attributes)) continue;
    if (tag === 'script' && /\stype\s*=\s*["']?application\/(ld\+)?json/i.test(attributes)) continue;
    if (body === '') continue;
    hashes.push(hash(body));
  }
  return [...new Set(hashes)];
}

/** A policy as directive name → its values. */
export function parsePolicy(policy) {
  const directives = new Map();
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

const sameSet = (a, b) => a.length === b.length && a.every((item) => b.includes(item));

/** What must hold of the app's policy, whatever the build (scripts/csp.ts `buildPolicy`). */
const REQUIRED = {
  'default-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
};

/**
 * The problems of `policy` as the policy of `html` (an empty list when it may be served): the hashes of
 * script-src and style-src are exactly those of the page's inline scripts and style elements, nothing
 * else runs inline, the fixed directives hold, and the text is safe in an nginx string.
 */
export function policyProblems(html, policy) {
  const problems = [];
  if (/["\\$\n\r]/.test(policy)) problems.push('the policy holds ", \\, $ or a line break');
  const directives = parsePolicy(policy);
  for (const [name, values] of Object.entries(REQUIRED))
    if (!sameSet(directives.get(name) ?? [], values))
      problems.push(`${name} is "${(directives.get(name) ?? []).join(' ')}", not "${values.join(' ')}"`);
  for (const [name, tag] of [
    ['script-src', 'script'],
    ['style-src', 'style'],
  ]) {
    const values = directives.get(name) ?? [];
    const other = values.filter((value) => value !== "'self'" && !/^'sha256-[A-Za-z0-9+/=]+'$/.test(value));
    if (other.length > 0) problems.push(`${name} allows more than the origin and hashes: ${other.join(' ')}`);
    const listed = values.filter((value) => value.startsWith("'sha256-"));
    const page = inlineHashes(html, tag);
    const missing = page.filter((value) => !listed.includes(value));
    const extra = listed.filter((value) => !page.includes(value));
    if (missing.length > 0) problems.push(`${name} lacks the page's inline ${tag} ${missing.join(' ')}`);
    if (extra.length > 0)
      problems.push(`${name} has hashes of no inline ${tag} of the page: ${extra.join(' ')}`);
  }
  return problems;
}

/** The nginx snippet of a release: its folder and its policy, switched together by one reload. */
export function releaseSnippet(folder, policy) {
  if (/[\s;"'$\\{}]/.test(folder)) throw new Error(`release: the folder "${folder}" cannot be used in nginx`);
  return [
    '# Written by deploy/release.mjs: the release nginx serves and its Content-Security-Policy.',
    `root ${folder};`,
    `set $crew_csp "${policy}";`,
    '',
  ].join('\n');
}

/** Checks the release in `folder` and writes its snippet to `target` (atomically); throws on a problem. */
export function installRelease(folder, target) {
  const root = resolve(folder);
  const html = readFileSync(resolve(root, 'index.html'), 'utf8');
  const policy = readFileSync(resolve(root, POLICY_FILE), 'utf8').trim();
  const problems = policyProblems(html, policy);
  if (problems.length > 0)
    throw new Error(`release: the policy of ${root} cannot be served:\n  ${problems.join('\n  ')}`);
  const temporary = `${target}.tmp-${process.pid}`;
  writeFileSync(temporary, releaseSnippet(root, policy));
  renameSync(temporary, target);
  return { root, policy };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [folder, target] = process.argv.slice(2);
  if (!folder || !target) {
    console.error('usage: node deploy/release.mjs <release folder> <nginx snippet to write>');
    process.exit(2);
  }
  try {
    const { root } = installRelease(folder, target);
    console.log(`${target}: serves ${root} with its policy. Next: nginx -t && nginx -s reload`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
