/**
 * The specification's lists, kept in the repository as data (spec/routes.tsv, spec/endpoints.tsv): every
 * screen with who may open it, and every backend call. Tests that walk screens or calls read them here.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export type Access = 'public' | 'crew' | 'cabin' | 'pilot';
export interface SpecScreen {
  path: string;
  module: string;
  screen: string;
  access: Access;
}
export interface SpecEndpoint {
  method: 'GET' | 'POST';
  path: string;
  group: string;
}

/** Tests run from the repository's root (vitest and scripts/e2e.mjs both start there). */
const SPEC_DIR = resolve(process.cwd(), 'spec');

function rows(file: string, header: string): string[][] {
  return readFileSync(resolve(SPEC_DIR, file), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#') && !line.startsWith(`${header}\t`))
    .map((line) => line.split('\t').map((cell) => cell.trim()));
}

export function specScreens(): SpecScreen[] {
  return rows('routes.tsv', 'path').map(([path, module, screen, access]) => ({
    path: path!,
    module: module!,
    screen: screen!,
    access: access as Access,
  }));
}

export function specEndpoints(): SpecEndpoint[] {
  return rows('endpoints.tsv', 'method').map(([method, path, group]) => ({
    method: method as SpecEndpoint['method'],
    path: path!,
    group: group!,
  }));
}
