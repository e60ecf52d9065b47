/**
 * The production build's Content-Security-Policy, computed at build time.
 *
 * index.html carries one inline script (src/app/startScreen.ts, which shows the pre-rendered login form;
 * scripts/prerenderLogin.ts) and inline styles (the boot frame's, start-up's, the login screen's in a
 * template). The app never depends on them to run. Instead of 'unsafe-inline', the policy allows exactly
 * those by their sha256 hashes, read from the index.html the build wrote. The plugin writes the policy
 * next to it, for the servers to send as a header (deploy/README.md):
 *   dist/_csp.conf  `set $crew_csp "…";` for nginx (deploy/nginx includes it)
 *   dist/_csp.txt   the bare policy, for a CDN or object store's response-header rule
 * Neither is part of the site: nginx answers 404 for them, and uploads leave them out.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

export const CSP_NGINX_FILE = '_csp.conf';
export const CSP_TEXT_FILE = '_csp.txt';

export interface CspSources {
  /** 'sha256-…' of every inline script of index.html. */
  scriptHashes: string[];
  /** 'sha256-…' of every inline style element of index.html. */
  styleHashes: string[];
  /** Other origins the app calls (the API when it is not on the same origin). */
  connect?: string[];
  /** Origins of videos and posters (the airline's media host). */
  media?: string[];
}

const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Hashes of the inline (no src) elements of one tag; the browser hashes the exact text between the tags. */
export function inlineHashes(html: string, tag: 'script' | 'style'): string[] {
  const pattern = new RegExp(`<${tag}\\b([^>]*)>([\\s\\S]*?)</${tag}>`, 'gi');
  const hashes: string[] = [];
  for (const match of html.matchAll(pattern)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    // A script with src runs the file (allowed by 'self'); an empty element has nothing to run.
    if (tag === 'script' && /\ssrc\s*=/i.test(attributes)) continue;
    if (body === '') continue;
    hashes.push(hash(body));
  }
  return [...new Set(hashes)];
}

/** The origin of an absolute http(s) address, or nothing for a path on the same origin. */
export function originOf(address: string | undefined): string | undefined {
  if (!address || !/^https?:\/\//i.test(address)) return undefined;
  try {
    return new URL(address).origin;
  } catch {
    return undefined;
  }
}

/** Space- or comma-separated list of origins from a setting (VITE_MEDIA_ORIGINS, CSP_CONNECT_SRC). */
export function originList(setting: string | undefined): string[] {
  return (setting ?? '')
    .split(/[\s,]+/)
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .map((item) => {
      const origin = originOf(item);
      if (!origin) throw new Error(`CSP: "${item}" is not an http(s) origin`);
      return origin;
    });
}

/**
 * The policy: everything from the app's own origin, scripts and style elements additionally by hash
 * only (no 'unsafe-inline', no 'unsafe-eval'), images and workers also from data:/blob: (image previews, the
 * PDF viewer's worker), no plugins, no framing by anyone.
 */
export function buildPolicy(sources: CspSources): string {
  const unique = (items: string[]) => [...new Set(items)].join(' ');
  const media = sources.media ?? [];
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...sources.scriptHashes]],
    ['style-src', ["'self'", ...sources.styleHashes]],
    // Style attributes only (never style elements, never scripts): DOMPurify parses server HTML in a
    // document that inherits this policy, so a style="" it is about to strip would count as a
    // violation; a style attribute cannot run code, and no sanitized content keeps one.
    ['style-src-attr', ["'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...media]],
    ['media-src', ["'self'", 'blob:', ...media]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...(sources.connect ?? [])]],
    ['worker-src', ["'self'", 'blob:']],
    ['manifest-src', ["'self'"]],
    ['frame-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${unique(values)}`).join('; ');
}

/** nginx syntax: the policy goes into a variable the header snippet sends (one value, no quotes inside). */
export function nginxSnippet(policy: string): string {
  if (/["\\$]/.test(policy)) throw new Error('CSP: the policy cannot hold ", \\ or $ for nginx');
  return `# Written by the build (scripts/csp.ts): the Content-Security-Policy of this dist/.\nset $crew_csp "${policy}";\n`;
}

export interface CspPluginOptions {
  /** VITE_API_BASE and VITE_SVC_HOST of the build: an absolute address adds its origin to connect-src. */
  apiBase?: string;
  svcHost?: string;
  /** CSP_CONNECT_SRC: more origins the app calls. */
  connectSrc?: string;
  /** VITE_MEDIA_ORIGINS: origins of videos, posters and files (src/lib/safeUrl.ts allows the same). */
  mediaSrc?: string;
}

export function cspPlugin(options: CspPluginOptions = {}): Plugin {
  let outDir = 'dist';
  return {
    name: 'csp-hashes',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // Read what was written: every other plugin has changed index.html by now.
    writeBundle() {
      const html = readFileSync(resolve(outDir, 'index.html'), 'utf8');
      const connect = [
        originOf(options.apiBase),
        originOf(options.svcHost),
        ...originList(options.connectSrc),
      ];
      const policy = buildPolicy({
        scriptHashes: inlineHashes(html, 'script'),
        styleHashes: inlineHashes(html, 'style'),
        connect: connect.filter((origin): origin is string => origin !== undefined),
        media: originList(options.mediaSrc),
      });
      writeFileSync(resolve(outDir, CSP_NGINX_FILE), nginxSnippet(policy));
      writeFileSync(resolve(outDir, CSP_TEXT_FILE), `${policy}\n`);
    },
  };
}
