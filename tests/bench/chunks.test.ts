import { chunkGroups, moduleHomes } from '../../scripts/chunks';

const ROOT = '/app';
const at = (path: string) => `${ROOT}/${path}`;

/**
 * A module graph shaped like the app's: the entry with the shell and one widget; a page importing
 * common widgets, its module's component and strings; a widget loaded with import(); a helper that
 * brings DOMPurify.
 */
const GRAPH: Record<string, { imports?: string[]; lazy?: string[]; entry?: boolean }> = {
  [at('src/main.tsx')]: {
    entry: true,
    imports: [at('src/shell/Header.tsx'), at('node_modules/@tanstack/react-query/build/modern/index.js')],
    lazy: [
      at('src/modules/dynamics/routes.tsx'),
      at('src/modules/study/routes.tsx'),
      at('src/modules/showcase/routes.tsx'),
    ],
  },
  // The package's index re-exports every hook; start-up uses its provider only.
  [at('node_modules/@tanstack/react-query/build/modern/index.js')]: {
    imports: [
      at('node_modules/@tanstack/react-query/build/modern/QueryClientProvider.js'),
      at('node_modules/@tanstack/react-query/build/modern/useQuery.js'),
    ],
  },
  [at('node_modules/@tanstack/react-query/build/modern/QueryClientProvider.js')]: {},
  [at('node_modules/@tanstack/react-query/build/modern/useQuery.js')]: {
    imports: [at('node_modules/@tanstack/query-core/build/modern/queryObserver.js')],
  },
  [at('node_modules/@tanstack/query-core/build/modern/queryObserver.js')]: {},
  [at('src/shell/Header.tsx')]: { imports: [at('src/components/Icon/Icon.tsx')] },
  [at('src/components/Icon/Icon.tsx')]: {},
  [at('src/modules/dynamics/routes.tsx')]: {
    // The home's page first, as the app's route tables name it.
    lazy: [
      at('src/modules/dynamics/pages/ListPage.tsx'),
      at('src/modules/dynamics/pages/DetailsPage.tsx'),
      at('src/modules/dynamics/pages/FlightPage.tsx'),
    ],
  },
  [at('src/modules/dynamics/pages/ListPage.tsx')]: {
    imports: [
      at('src/components/Field/Field.tsx'),
      at('src/api/useRequest.ts'),
      at('src/modules/dynamics/components/Row.tsx'),
      at('src/modules/dynamics/components/Rows.tsx'),
      at('src/modules/dynamics/components/ListFilters.tsx'),
      at('src/modules/dynamics/i18n.ts'),
      at('src/modules/home/sanitize.ts'),
      at('node_modules/dayjs/dayjs.min.js'),
      at('src/components/Icon/Icon.tsx'),
      at('src/components/WindowedList/WindowedList.tsx'),
      at('node_modules/@tanstack/react-query/build/modern/useQuery.js'),
      at('src/components/AsyncView/index.ts'),
    ],
    lazy: [at('src/components/DocumentViewer/pdf.ts')],
  },
  [at('src/components/Field/Field.tsx')]: { imports: [at('node_modules/react/index.js')] },
  [at('src/api/useRequest.ts')]: {},
  // A second screen of the module, sharing the row and the strings with the list, not its filters.
  [at('src/modules/dynamics/pages/DetailsPage.tsx')]: {
    imports: [
      at('src/modules/dynamics/components/Row.tsx'),
      at('src/modules/dynamics/i18n.ts'),
      at('src/modules/dynamics/components/Timeline.tsx'),
    ],
  },
  // A third, sharing a timeline with the details but not with the home.
  [at('src/modules/dynamics/pages/FlightPage.tsx')]: {
    imports: [at('src/modules/dynamics/components/Timeline.tsx')],
  },
  [at('src/modules/dynamics/components/Timeline.tsx')]: {},
  [at('src/modules/dynamics/components/ListFilters.tsx')]: {},
  [at('src/modules/dynamics/components/Row.tsx')]: {},
  [at('src/modules/dynamics/components/Rows.tsx')]: {
    imports: [at('src/components/WindowedList/WindowedList.tsx')],
  },
  [at('src/modules/dynamics/i18n.ts')]: {},
  [at('src/modules/home/sanitize.ts')]: { imports: [at('node_modules/dompurify/purify.es.mjs')] },
  [at('node_modules/dompurify/purify.es.mjs')]: {},
  [at('node_modules/dayjs/dayjs.min.js')]: {},
  [at('node_modules/react/index.js')]: {},
  [at('src/components/DocumentViewer/pdf.ts')]: {},
  [at('src/components/Calendar/Calendar.tsx')]: {},
  [at('src/components/Attachments/Attachments.tsx')]: {},
  [at('src/components/WindowedList/WindowedList.tsx')]: {
    imports: [at('node_modules/@tanstack/react-virtual/dist/esm/index.js')],
  },
  [at('node_modules/@tanstack/react-virtual/dist/esm/index.js')]: {},
  [at('src/modules/login/session.ts')]: { imports: [at('src/modules/login/api.ts')] },
  [at('src/modules/login/api.ts')]: {},
  [at('src/modules/login/components/PasswordField.tsx')]: {},
  [at('src/modules/login/routes.tsx')]: {
    lazy: [at('src/modules/login/pages/LoginPage.tsx'), at('src/modules/login/pages/ResetPage.tsx')],
  },
  [at('src/modules/login/pages/ResetPage.tsx')]: {
    imports: [at('src/modules/login/components/PasswordField.tsx')],
  },
  [at('src/modules/login/pages/LoginPage.tsx')]: {
    imports: [
      at('src/modules/login/components/PasswordField.tsx'),
      at('src/components/Field/Field.tsx'),
      at('src/lib/storage.ts'),
    ],
  },
  [at('src/lib/storage.ts')]: {},
  // The page frame loads the queue bar with import(). Two module homes show AsyncView (by its index.ts);
  // one shows Segmented, and so does the widget catalogue, which is no crew member's home.
  [at('src/shell/Page.tsx')]: { lazy: [at('src/shell/QueueBar.tsx')] },
  [at('src/shell/QueueBar.tsx')]: { imports: [at('src/shell/i18n.ts')] },
  [at('src/shell/i18n.ts')]: {},
  [at('src/modules/study/routes.tsx')]: { lazy: [at('src/modules/study/pages/StudyHomePage.tsx')] },
  [at('src/modules/study/pages/StudyHomePage.tsx')]: {
    imports: [at('src/components/AsyncView/index.ts'), at('src/components/Segmented/index.ts')],
  },
  [at('src/modules/showcase/routes.tsx')]: { lazy: [at('src/modules/showcase/pages/ShowcasePage.tsx')] },
  [at('src/modules/showcase/pages/ShowcasePage.tsx')]: { imports: [at('src/components/Segmented/index.ts')] },
  [at('src/components/Segmented/index.ts')]: { imports: [at('src/components/Segmented/Segmented.tsx')] },
  [at('src/components/AsyncView/index.ts')]: { imports: [at('src/components/AsyncView/AsyncView.tsx')] },
  [at('src/components/AsyncView/AsyncView.tsx')]: {
    imports: [at('src/components/ErrorState/ErrorState.tsx')],
  },
  [at('src/components/ErrorState/ErrorState.tsx')]: {},
  [at('src/components/Segmented/Segmented.tsx')]: {},
};

/** Runs the plugin's look at the module graph, then answers which group takes each module. */
function groupsOf() {
  const { plugin, codeSplitting } = chunkGroups();
  const context = {
    getModuleIds: () => Object.keys(GRAPH)[Symbol.iterator](),
    getModuleInfo: (id: string) => ({
      isEntry: GRAPH[id]?.entry === true,
      importedIds: GRAPH[id]?.imports ?? [],
      dynamicallyImportedIds: GRAPH[id]?.lazy ?? [],
    }),
  };
  (plugin.buildEnd as unknown as (this: typeof context) => void).call(context);
  return (id: string) => {
    const group = [...codeSplitting.groups]
      .sort((a, b) => b.priority - a.priority)
      .find((g) => g.test(at(id)));
    if (!group) return null;
    return typeof group.name === 'function' ? group.name(at(id)) : group.name;
  };
}

describe('how the build groups the app into files (scripts/chunks.ts)', () => {
  const group = groupsOf();

  it('puts common widgets in the shared file, and what the login screen uses of them in shared-base', () => {
    expect(group('src/components/Field/Field.tsx')).toBe('shared-base');
    expect(group('src/components/Segmented/Segmented.tsx')).toBe('shared');
  });

  it('puts the queue bar\u2019s code and the widgets two or more module homes use in shared-base too', () => {
    // A home that uses nothing else of `shared` does not download the rest of it.
    expect(group('src/shell/i18n.ts')).toBe('shared-base');
    expect(group('src/components/AsyncView/index.ts')).toBe('shared-base');
    expect(group('src/components/ErrorState/ErrorState.tsx')).toBe('shared-base');
    // One home and the catalogue: every other home would download it for nothing.
    expect(group('src/components/Segmented/index.ts')).toBe('shared');
  });

  it('puts the common code with no stylesheet (calls, stores, helpers, dayjs) apart from the widgets', () => {
    // An import() waits for the stylesheets of every file it reaches: the data layer must reach none.
    expect(group('src/api/useRequest.ts')).toBe('data');
    expect(group('node_modules/dayjs/dayjs.min.js')).toBe('data');
    // The login page reaches it (and so does a signed-in page): in the file a signed-out start fetches.
    expect(group('src/lib/storage.ts')).toBe('data-base');
  });

  it("puts a module's own components and strings in its common file, not its pages or route table", () => {
    expect(group('src/modules/dynamics/components/Row.tsx')).toBe('dynamics-common');
    expect(group('src/modules/dynamics/i18n.ts')).toBe('dynamics-common');
    expect(group('src/modules/login/components/PasswordField.tsx')).toBe('login-common');
    expect(group('src/modules/dynamics/pages/ListPage.tsx')).toBeNull();
    expect(group('src/modules/dynamics/routes.tsx')).toBeNull();
  });

  it("puts a module's code its other screens share, and its home does not use, in a file of its own", () => {
    // In the common file it would travel with the module's home.
    expect(group('src/modules/dynamics/components/Timeline.tsx')).toBe('dynamics-screens');
  });

  it("leaves a module's code that one screen uses alone with that screen", () => {
    // In the common file it would travel with the module's first screen, whichever screen uses it.
    expect(group('src/modules/dynamics/components/ListFilters.tsx')).toBeNull();
  });

  it('never moves what start-up holds, what import() loads, or what brings a heavy library', () => {
    expect(group('src/components/Icon/Icon.tsx')).toBeNull(); // the entry reaches it
    expect(group('src/components/DocumentViewer/pdf.ts')).toBeNull(); // loaded with import()
    expect(group('src/modules/home/sanitize.ts')).toBeNull(); // brings DOMPurify
    expect(group('node_modules/react/index.js')).toBeNull(); // libraries stay where they are
  });

  it('leaves the windowed list, and a module component built on it, with the long lists’ screens', () => {
    // It brings TanStack Virtual: in the module's common file it would come with the module's home.
    expect(group('src/components/WindowedList/WindowedList.tsx')).toBeNull();
    expect(group('src/modules/dynamics/components/Rows.tsx')).toBeNull();
    expect(group('src/modules/dynamics/components/Row.tsx')).toBe('dynamics-common');
  });

  it('keeps the stored session check and its call out of the login screens’ file', () => {
    expect(group('src/modules/login/session.ts')).toBeNull();
    expect(group('src/modules/login/api.ts')).toBeNull();
  });

  it('gives weightier widgets used by few screens a file of their own', () => {
    expect(group('src/components/Calendar/Calendar.tsx')).toBe('Calendar');
    // Attachments bring the image gallery's code: only the screens that show files load them.
    expect(group('src/components/Attachments/Attachments.tsx')).toBe('Attachments');
  });

  it("puts TanStack Query's hooks and observers in one file, and leaves its provider to start-up", () => {
    expect(group('node_modules/@tanstack/react-query/build/modern/useQuery.js')).toBe('query');
    expect(group('node_modules/@tanstack/query-core/build/modern/queryObserver.js')).toBe('query');
    expect(group('node_modules/@tanstack/react-query/build/modern/QueryClientProvider.js')).toBeNull();
    expect(group('node_modules/@tanstack/react-query/build/modern/index.js')).toBeNull();
  });
});

describe('the module homes (scripts/chunks.ts `moduleHomes`)', () => {
  const loadedBy = (id: string) => GRAPH[id]?.lazy ?? [];
  const homes = () =>
    Object.fromEntries(
      moduleHomes(Object.keys(GRAPH), loadedBy).map(({ module, table, page, crewHome }) => [
        module,
        { table: table.slice(ROOT.length + 1), page: page?.slice(ROOT.length + 1), crewHome },
      ]),
    );

  it('are found by route table, each with the first page it loads', () => {
    expect(homes().dynamics).toEqual({
      table: 'src/modules/dynamics/routes.tsx',
      page: 'src/modules/dynamics/pages/ListPage.tsx',
      crewHome: true,
    });
    expect(homes().study?.page).toBe('src/modules/study/pages/StudyHomePage.tsx');
  });

  it('are not crew homes for the login screens nor the widget catalogue', () => {
    expect(Object.keys(homes()).sort()).toEqual(['dynamics', 'login', 'showcase', 'study']);
    expect(homes().login?.crewHome).toBe(false);
    expect(homes().showcase?.crewHome).toBe(false);
  });
});
