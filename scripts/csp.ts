/**
 * The production build's Content-Security-Policy, computed at build time.
 *
 * index.html carries one inline script (src/app/startScreen.ts, which shows the pre-rendered login form;
 * scripts/prerenderLogin.ts) and inline styles (the boot frame's, start-up's, the login screen's in a
 * template). The app never depends on them to run. Instead of 'unsafe-inline', the policy allows exactly
 * those by their sha256 hashes, read from the index.html the build wrote, and writes it beside it as
 * dist/_csp.txt (checked there by deploy/release.mjs's rules, so a build never writes one it could not
 * serve). It is not part of the site: the deploy step checks it again and copies it into nginx's own
 * configuration (deploy/release.mjs), a CDN's response-header rule takes its text, and nginx answers 404
 * for /_csp.* (deploy/README.md).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { inlineHashes, POLICY_FILE, policyProblems } from '../deploy/release.mjs';

export { inlineHashes };

/**
 * Where browsers send violation reports: a path of the site, which the server passes to the airline's
 * collector (deploy/README.md, "Violation reports"); `report-uri` for browsers without the Reporting API.
 */
export const REPORT_PATH = '/_csp-report';
export const REPORT_GROUP = 'csp-endpoint';

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
    // No <base> of any kind: an injected one would redirect every relative address of the page.
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ['report-uri', [REPORT_PATH]],
    ['report-to', [REPORT_GROUP]],
  ];
  return directives.map(([name, values]) => `${name} ${unique(values)}`).join('; ');
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
      const problems = policyProblems(html, policy);
      if (problems.length > 0) throw new Error(`CSP: the policy of index.html:\n  ${problems.join('\n  ')}`);
      writeFileSync(resolve(outDir, POLICY_FILE), `${policy}\n`);
    },
  };
}
