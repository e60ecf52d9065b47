#!/usr/bin/env node
// The post-deploy check (deploy/README.md, "Deploy order"), run against the site as visitors reach it:
//
//   node deploy/check.mjs https://crew.example-airline.com
//
// It fails (exit 1) when the Content-Security-Policy the site sends does not fit the index.html it
// sends: a hash missing (the page's start-up script and styles refused: the login form no longer shows
// early, the app's own styles come late) or one of another build (a page of one release with the policy
// of another), a fixed directive changed, or index.html naming a file the site does not serve.
// Plain JavaScript with no dependencies, like deploy/release.mjs.
import { fileURLToPath } from 'node:url';
import { policyProblems } from './release.mjs';

/** Pages to look at: the root, and an app path the history fallback answers with index.html. */
const PAGES = ['/', '/login'];

/** The problems of the site at `base` (an empty list when it is served right). */
export async function checkSite(base) {
  const problems = [];
  const origin = base.replace(/\/+$/, '');
  for (const path of PAGES) {
    let response;
    try {
      response = await fetch(`${origin}${path}`, { redirect: 'manual', cache: 'no-store' });
    } catch (error) {
      problems.push(`${path}: no answer (${error.cause?.code ?? error.message})`);
      continue;
    }
    if (response.status !== 200) {
      problems.push(`${path}: HTTP ${response.status}`);
      continue;
    }
    const html = await response.text();
    const policy = response.headers.get('content-security-policy');
    if (!policy) problems.push(`${path}: no Content-Security-Policy header`);
    else problems.push(...policyProblems(html, policy).map((problem) => `${path}: ${problem}`));
    // Every file the page names is there (assets are uploaded before the page that names them).
    const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
    for (const file of new Set(files)) {
      const asset = await fetch(`${origin}${file}`, { method: 'HEAD' }).catch(() => null);
      if (asset?.status !== 200)
        problems.push(`${path}: names ${file}, which answers ${asset?.status ?? 'nothing'}`);
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const base = process.argv[2];
  if (!base) {
    console.error('usage: node deploy/check.mjs <site address, e.g. https://crew.example-airline.com>');
    process.exit(2);
  }
  const problems = await checkSite(base);
  if (problems.length > 0) {
    console.error(`${base}: the page and its policy do not fit:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`${base}: the served policy fits the served index.html (${PAGES.join(', ')}).`);
}
