import { render, screen, act } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import dayjs from '@/lib/dayjs';
import { i18n, initI18n, readStoredLang, setLang, type Strings } from '@/i18n';

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
    expect(en).toEqual(zh);
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
