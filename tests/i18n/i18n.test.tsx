import { render, screen, act } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import dayjs from '@/i18n/dayjs';
import { i18n, initI18n, readStoredLang, registerStrings, setLang, type Strings } from '@/i18n';

function Probe() {
  const { t } = useTranslation();
  return <p>{t('dialog.confirm')}</p>;
}

describe('language (§1, §9)', () => {
  it('is zh-cn by default and read from the lang key', () => {
    expect(readStoredLang()).toBe('zh-cn');
    localStorage.setItem('lang', 'en-us');
    expect(readStoredLang()).toBe('en-us');
    localStorage.setItem('lang', 'fr');
    expect(readStoredLang()).toBe('zh-cn');
  });

  it('switches without a reload, saves the choice and moves dayjs along', async () => {
    initI18n('zh-cn');
    render(<Probe />);
    expect(screen.getByText('确定')).toBeInTheDocument();
    await act(() => setLang('en-us'));
    expect(screen.getByText('OK')).toBeInTheDocument();
    expect(localStorage.getItem('lang')).toBe('en-us');
    expect(dayjs.locale()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    await act(() => setLang('zh-cn'));
    expect(dayjs.locale()).toBe('zh-cn');
  });

  it('takes the strings of a file that runs before start-up has set i18next up, once it is', () => {
    // i18next before init: no resource store and not initialised (src/main.tsx asks for a signed-in
    // screen's files before it sets i18next up, and a fast answer can run them first).
    const instance = i18n as unknown as { store: unknown; isInitialized: boolean };
    const store = instance.store;
    instance.store = undefined;
    instance.isInitialized = false;
    try {
      expect(() =>
        registerStrings('early', { 'zh-cn': { word: '早' }, 'en-us': { word: 'early' } }),
      ).not.toThrow();
    } finally {
      instance.store = store;
      instance.isInitialized = true;
    }
    expect(i18n.hasResourceBundle('en-us', 'early')).toBe(false);
    i18n.emit('initialized', i18n.options);
    expect(i18n.getResource('en-us', 'early', 'word')).toBe('early');
    expect(i18n.getResource('zh-cn', 'early', 'word')).toBe('早');
  });
});

/** Every key path of a nested string tree. */
function keyPaths(tree: unknown, prefix = ''): string[] {
  if (tree === null || typeof tree !== 'object') return [prefix];
  return Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) =>
    keyPaths(value, prefix ? `${prefix}.${key}` : key),
  );
}

describe('every string exists in both languages', () => {
  const files = import.meta.glob<{ strings?: Strings; common?: Strings }>(
    ['/src/i18n/common.ts', '/src/**/i18n.ts'],
    { eager: true },
  );
  const namespaces = Object.entries(files).map(
    ([file, module]) => [file, module.strings ?? module.common] as const,
  );

  it('finds the namespaces', () => {
    expect(namespaces.length).toBeGreaterThanOrEqual(7);
  });

  it.each(namespaces)('%s has the same keys in zh-cn and en-us, none empty', (_file, strings) => {
    expect(strings).toBeDefined();
    const zh = keyPaths(strings!['zh-cn']).sort();
    const en = keyPaths(strings!['en-us']).sort();
    // English adds the singular of each count (zh-cn's "<key>_other" has "<key>_one" beside it).
    const withSingulars = [
      ...zh,
      ...zh.filter((path) => path.endsWith('_other')).map((path) => path.replace(/_other$/, '_one')),
    ].sort();
    expect(en).toEqual(withSingulars);
    const empty = [...zh].filter((path) => {
      const value = path
        .split('.')
        .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], strings!['en-us']);
      return typeof value === 'string' && value.trim() === '';
    });
    expect(empty).toEqual([]);
  });

  it('the loaded language resources stay registered', () => {
    expect(i18n.hasResourceBundle('en-us', 'common')).toBe(true);
  });
});

describe('screen titles', () => {
  it('every screen of the table has its title in both languages', async () => {
    await Promise.all([
      import('@/modules/login/i18n'),
      import('@/modules/showcase/i18n'),
      import('@/modules/home/i18n'),
      import('@/modules/dynamics/i18n'),
      import('@/modules/prepare/i18n'),
      import('@/modules/study/i18n'),
      import('@/modules/me/i18n'),
    ]);
    const { allScreens } = await import('@/lib/paths');
    const { i18n: instance } = await import('@/i18n');
    const missing = allScreens.flatMap((screen) =>
      (['zh-cn', 'en-us'] as const)
        .filter((lng) => !instance.exists(`screens.${screen.key}`, { ns: screen.module, lng }))
        .map((lng) => `${lng} ${screen.module}:screens.${screen.key}`),
    );
    expect(missing).toEqual([]);
  });
});

/** Every string leaf of a tree with its key path. */
function leaves(tree: unknown, prefix = ''): Array<[string, string]> {
  if (typeof tree === 'string') return [[prefix, tree]];
  return Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) =>
    leaves(value, prefix ? `${prefix}.${key}` : key),
  );
}

/** The namespace a strings file registers (src/modules/<m>/i18n.ts is <m>). */
const namespaceOf = (file: string) =>
  file.endsWith('/i18n/common.ts')
    ? 'common'
    : file.endsWith('/src/api/i18n.ts')
      ? 'data'
      : file.includes('/DocumentViewer/')
        ? 'documentViewer'
        : (/\/src\/(?:modules\/)?(\w+)\/i18n\.ts$/.exec(file)?.[1] ?? '');

/**
 * A number that can be 1 followed by a plural noun ("{{count}} pages"). Limits set by the app ({{min}},
 * {{max}}) and names ({{code}}, {{name}}: "{{name}} has") are not counts.
 */
const COUNT_THEN_PLURAL = /\{\{(?!min\}|max\}|code\}|name\})\w+\}\}\s+[a-z]+s\b/;

describe('counts in English (issue #26, item 4)', () => {
  const files = import.meta.glob<{ strings?: Strings; common?: Strings }>(
    ['/src/i18n/common.ts', '/src/**/i18n.ts'],
    { eager: true },
  );
  const namespaces = Object.entries(files).map(
    ([file, module]) => [file, module.strings ?? module.common!] as const,
  );

  it.each(namespaces)('%s puts a plural noun after a number only in a plural form', (_file, strings) => {
    const offenders = leaves(strings['en-us']).filter(
      ([path, value]) =>
        !/_(one|other)$/.test(path) && (COUNT_THEN_PLURAL.test(value) || value.includes('(s)')),
    );
    expect(offenders).toEqual([]);
  });

  it.each(namespaces)(
    '%s reads one thing as one and two as two, and Chinese the same for both',
    (file, strings) => {
      const ns = namespaceOf(file);
      // Keys are read from the files here, not typed: a loosely typed t.
      const t = i18n.t.bind(i18n) as unknown as (key: string, options: Record<string, unknown>) => string;
      const en = (key: string, count: number) => t(key, { lng: 'en-us', ns, count });
      const zh = (key: string, count: number) => t(key, { lng: 'zh-cn', ns, count });
      for (const [path] of leaves(strings['en-us']).filter(([path]) => path.endsWith('_one'))) {
        const key = path.replace(/_one$/, '');
        const one = en(key, 1);
        const two = en(key, 2);
        expect(one, path).not.toMatch(/\b2\b/);
        expect(one, path).not.toBe(two);
        expect(two, path).toMatch(/2/);
        // zh-cn has one form for every count: its "_other".
        expect(zh(key, 1), path).not.toBe(key);
      }
    },
  );
});

describe('one name for one thing (issue #26, item 4)', () => {
  it('names the fitness declaration the same on its screen, the cabin entry, the queue and the step', async () => {
    const [{ strings: prepare }, { strings: shell }, { PREPARE_RULES }] = await Promise.all([
      import('@/modules/prepare/i18n'),
      import('@/shell/i18n'),
      import('@mocks/db/preparation'),
    ]);
    const step = PREPARE_RULES.C.steps.find(([key]) => key === 'health')![1];
    for (const lang of ['zh-cn', 'en-us'] as const) {
      const name = prepare[lang].screens.health;
      expect(prepare[lang].screens.status, lang).toBe(name);
      expect(shell[lang].queue.kind.health, lang).toBe(name);
      expect(prepare[lang].status.title, lang).toContain(name);
    }
    expect(step).toBe(prepare['zh-cn'].screens.health);
  });
});
