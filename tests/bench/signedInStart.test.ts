import { signedInStartFiles, type Bundle } from '../../scripts/signedInStart';

const ROOT = '/app';

/** A built chunk as Vite hands index.html's transform: its file, the modules in it, its static imports. */
function chunk(fileName: string, modules: string[], imports: string[] = [], isEntry = false) {
  return { type: 'chunk', fileName, moduleIds: modules.map((id) => `${ROOT}/${id}`), imports, isEntry };
}

/**
 * A build shaped like the app's: the entry with the session store; the data layer, the client and axios
 * loaded on demand, and the session check and the queue bar; a module's strings (listed first here), its
 * route table, its home's first-reads file (with shared code the start-up bundle already holds part of)
 * and a page; home's first-reads file, whose route table is in the entry.
 */
const BUNDLE = Object.fromEntries(
  [
    chunk(
      'index.js',
      ['src/main.tsx', 'src/app/router.tsx', 'src/modules/home/routes.tsx'],
      ['session.js'],
      true,
    ),
    chunk('session.js', ['src/stores/session.ts']),
    chunk('sessionData.js', ['src/api/sessionData.ts'], ['query.js', 'session.js']),
    chunk('query.js', ['src/api/query.ts']),
    chunk('client.js', ['src/api/client.ts'], ['session.js']),
    chunk('axios.js', ['node_modules/axios/index.js', 'node_modules/axios/lib/axios.js']),
    chunk('study-i18n.js', ['src/modules/study/i18n.ts']),
    chunk('study-prefetch.js', ['src/modules/study/prefetch.ts'], ['shared.js']),
    chunk('study-routes.js', ['src/modules/study/routes.tsx'], ['session.js']),
    chunk('shared.js', ['src/api/compinfo.ts'], ['query.js']),
    chunk('StudyHomePage.js', ['src/modules/study/pages/StudyHomePage.tsx'], ['shared.js']),
    chunk('home-prefetch.js', ['src/modules/home/prefetch.ts'], ['shared.js']),
    chunk('restoreSession.js', ['src/modules/login/session.ts'], ['shared.js']),
    chunk('QueueBar.js', ['src/shell/QueueBar.tsx'], ['shared.js', 'query.js']),
  ].map((item) => [item.fileName, item]),
) as unknown as Bundle;

describe('the files a signed-in start asks for while index.html is parsed', () => {
  it('are what main.tsx imports on such a start, with their imports, less the start-up bundle', () => {
    expect(signedInStartFiles(BUNDLE, ROOT).always.slice(0, 4)).toEqual([
      'sessionData.js',
      'query.js',
      'client.js',
      'axios.js',
    ]);
  });

  it('then the session check and the queue bar the first render imports, their own files only', () => {
    // shared.js, which both import, stays with the module's files, which go first.
    expect(signedInStartFiles(BUNDLE, ROOT).always.slice(4)).toEqual(['restoreSession.js', 'QueueBar.js']);
  });

  it('and by module: its route table first, then its home\u2019s first reads, then its strings', () => {
    expect(signedInStartFiles(BUNDLE, ROOT).byModule).toEqual({
      // query.js is one of every signed-in start's, asked for after these.
      study: ['study-routes.js', 'study-prefetch.js', 'shared.js', 'study-i18n.js'],
      // Home's route table is in the start-up bundle.
      home: ['home-prefetch.js', 'shared.js'],
    });
  });

  it('and, for the module\u2019s own address, its home\u2019s page with what it imports beyond those', () => {
    const homePages = { study: `${ROOT}/src/modules/study/pages/StudyHomePage.tsx` };
    // shared.js is one of the module's files already.
    expect(signedInStartFiles(BUNDLE, ROOT, homePages).homeScreen).toEqual({ study: ['StudyHomePage.js'] });
    expect(() => signedInStartFiles(BUNDLE, ROOT, { me: `${ROOT}/src/modules/me/pages/Gone.tsx` })).toThrow(
      /Gone\.tsx/,
    );
  });

  it('stop the build when main.tsx\u2019s import is no longer where they look', () => {
    const { ['axios.js']: _axios, ...withoutAxios } = BUNDLE;
    expect(() => signedInStartFiles(withoutAxios as Bundle, ROOT)).toThrow(/node_modules\/axios\/index\.js/);
  });
});
