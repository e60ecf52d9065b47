/**
 * How the production build cuts the app's own code into files.
 *
 * Left to itself the bundler gives every combination of screens that shares a module a chunk of its
 * own: a module home's first screen then asked for 20 to 45 files, most under 1 KB, and on a phone's
 * network (HTTP/1.1 allows six at a time per origin, each round trip ~150 ms on slow 4G) those requests
 * queue behind one another: the largest part of the gap between `/login` and a page of its libraries
 * alone (docs/performance.md). Two kinds of groups collect them:
 *
 * - `shared` and `data`: the app's common code used by several modules, one file of widgets (with their
 *   stylesheet) and one of the code with no stylesheet (calls, request hooks, stores, helpers, dayjs),
 *   each loaded by every module's first screen and then cached for all of them; what every first screen
 *   uses of them (the login screen, the queue bar and the two widgets of every module home) is
 *   `shared-base` and `data-base`, so a start fetches only those parts where its screen needs no more;
 * - `<module>-common` and `<module>-screens`: a module's own code shared by two or more of its screens
 *   (its components, calls, helpers): one file with the module's first screen instead of one per
 *   combination, holding what that screen and the route table use (the table names the home's page
 *   first), and one with the rest, loaded by the module's other screens. Code of one screen stays in
 *   that screen's file.
 *
 * Pages stay one chunk each (a screen loads only its own page), and so do the route tables, which load
 * with the first move into a module, and every other file loaded with `import()`. Nothing the start-up
 * bundle holds is moved: the groups only take modules the entry does not reach statically (found when
 * the module graph is complete), so the entry never imports a group's file. Widgets that only a few
 * screens use and that weigh more (the document viewer, the image gallery, attachments, the windowed
 * list, calendars and pickers, tables) keep their own chunks, as do the libraries loaded on demand
 * (pdf.js, photoswipe, DOMPurify, axios, TanStack Virtual). TanStack Query's hooks are one file.
 */
import type { Plugin } from 'vite';

/** The app's common code: shared widgets, request hooks, stores and helpers, and dayjs. */
const SHARED = [
  /[\\/]src[\\/](components|api|lib|stores|shell|styles)[\\/]/,
  /[\\/]src[\\/]i18n[\\/]dayjs\.ts$/,
  /[\\/]node_modules[\\/]dayjs[\\/]/,
];
/**
 * The common code with no stylesheet (calls, stores, helpers, dayjs), in a file apart from the widgets:
 * Vite's loader holds an `import()` until every stylesheet of the files it reaches has loaded, so with
 * the widgets in one file the data layer's start and a module home's first reads (its `prefetch.ts`)
 * waited for the widgets' stylesheets (docs/performance.md).
 */
const NO_STYLESHEET =
  /[\\/]src[\\/](api|lib|stores)[\\/]|[\\/]src[\\/]i18n[\\/]dayjs\.ts$|[\\/]node_modules[\\/]dayjs[\\/]/;
/** Common code that only a few screens use and that weighs more: loaded by those screens alone. */
const ON_ITS_OWN =
  /[\\/]src[\\/](components[\\/](DocumentViewer|ImagePreview|Attachments|Calendar|DatePicker|DateRangePicker|MonthRangePicker|VerticalCalendar|CityIndexSelector|Table|FormBuilder|SwipeRow)[\\/]|lib[\\/](ics|idbDrop)\.ts$)/;
/**
 * TanStack Query's React hooks and the observers they use, which start-up does not hold: each screen
 * uses a different few, and left alone each became a file of its own (down to 38 bytes), every one
 * paying a request and its headers on a first screen. One file for all. Named by file, because the
 * package's index re-exports them all and so marks them reached from the entry.
 */
const QUERY_HOOKS =
  /[\\/]node_modules[\\/]@tanstack[\\/](react-query[\\/]build[\\/]modern[\\/](use\w+|IsRestoringProvider|queryOptions|infiniteQueryOptions|mutationOptions|errorBoundaryUtils|suspense|QueryErrorResetBoundary)|query-core[\\/]build[\\/]modern[\\/]\w+Observer)\.js$/;
/**
 * Libraries too heavy for a file many screens load (they are fetched by the screens that show them).
 * TanStack Virtual (9 KB compressed) is one: a module's list component in its common file brought it to
 * the module's home, whose first screen has no long list (`/study`, `/prepare/task`: 10 KB before the
 * largest paint).
 */
const HEAVY_LIBRARY =
  /[\\/]node_modules[\\/](dompurify|photoswipe|pdfjs-dist|@tanstack[\\/](react-virtual|virtual-core))[\\/]/;
/**
 * What every first screen uses: the login screen and the queue bar. With them go the widgets two or more
 * module homes' first screens use (AsyncView, Tag, the mission figures: `WIDGET`, found from the route
 * tables). The shared code they reach goes to a file of its own (`shared-base`: fields, buttons, tabs,
 * loading and error states, the queue bar), so `/login` does not download the widgets, hooks and dayjs
 * only other screens use, and a module home whose first screen needs no other widget (`/study`, `/me`,
 * `/prepare`) does not download the rest of `shared` (5 to 7 KB and its stylesheet before its first
 * screen, docs/performance.md).
 */
const BASE_FILES = /[\\/]src[\\/](modules[\\/]login[\\/]pages[\\/]LoginPage\.tsx|shell[\\/]QueueBar\.tsx)$/;
/** A shared widget, by its `index.ts` (whose modules the bundler keeps for their order of evaluation). */
const WIDGET = /[\\/]src[\\/]components[\\/]\w+[\\/]index\.ts$/;
/** A module's route table (its folder in the first group), and a page (a screen's own file). */
const ROUTE_TABLE = /[\\/]src[\\/]modules[\\/](\w+)[\\/]routes\.tsx$/;
/** The widget catalogue's module: its first screen shows every widget, and no crew member opens it. */
const CATALOGUE = 'showcase';
/** The signed-out screens' module: no signed-in start opens on it. */
const SIGNED_OUT = 'login';
const PAGE = /[\\/]src[\\/]modules[\\/]\w+[\\/]pages[\\/]/;

/** A module's route table and the page of its home: the first page the table loads with import(). */
export interface ModuleHome {
  module: string;
  table: string;
  page: string | undefined;
  /** A home crew members open signed in: not the login screens', nor the widget catalogue's. */
  crewHome: boolean;
}

/**
 * Every module's home, from the build's module ids and what each loads with import()
 * (src/shell/routing.tsx `modulePages`: a route table names its home's page first). The chunk groups
 * and the inline script's files (scripts/prerenderLogin.ts) both find the homes here.
 */
export function moduleHomes(
  ids: Iterable<string>,
  loadedBy: (id: string) => readonly string[],
): ModuleHome[] {
  return [...ids].flatMap((table) => {
    const module = ROUTE_TABLE.exec(table)?.[1];
    if (!module) return [];
    const page = loadedBy(table).find((id) => PAGE.test(id));
    return [{ module, table, page, crewHome: module !== CATALOGUE && module !== SIGNED_OUT }];
  });
}
/** A module's files, outside its pages and its route table. */
const MODULE_FILE = /[\\/]src[\\/]modules[\\/](\w+)[\\/](.+)$/;
/**
 * Module files that are not the module's common code: pages and route tables; the stored session's
 * check and its call (loaded by every signed-in start, without the login screens).
 */
const NOT_MODULE_COMMON = /^(pages[\\/]|routes\.tsx$)|^login[\\/](session|api)\.ts$/;

export interface ChunkGroups {
  /** Records which modules the entry reaches statically; the groups leave those alone. */
  plugin: Plugin;
  /** For `build.rolldownOptions.output.codeSplitting`. */
  codeSplitting: {
    groups: Array<{
      name: string | ((id: string) => string | null);
      debugName?: string;
      test: (id: string) => boolean;
      priority: number;
      includeDependenciesRecursively: false;
    }>;
  };
}

export function chunkGroups(): ChunkGroups {
  const startUp = new Set<string>();
  const loadedOnDemand = new Set<string>();
  const bringsHeavyLibrary = new Set<string>();
  /** The shared code of BASE_FILES: `shared-base` and `data-base`. */
  const baseCode = new Set<string>();
  /** By module, the files loaded with import() that reach it statically. */
  const reachedFrom = new Map<string, Set<string>>();
  /** What the module homes' pages and the route tables reach: `<module>-common`. */
  const homeCode = new Set<string>();
  const plugin: Plugin = {
    name: 'chunk-groups',
    apply: 'build',
    buildEnd() {
      for (const id of this.getModuleIds())
        for (const lazy of this.getModuleInfo(id)?.dynamicallyImportedIds ?? []) loadedOnDemand.add(lazy);
      // Modules that import a heavy library, directly or through others, stay with the screens that
      // use them: in a group they would bring it to every screen that loads the group.
      const reaches = new Map<string, boolean>();
      const heavy = (id: string): boolean => {
        const known = reaches.get(id);
        if (known !== undefined) return known;
        reaches.set(id, false); // an import cycle adds nothing
        const result =
          HEAVY_LIBRARY.test(id) || (this.getModuleInfo(id)?.importedIds ?? []).some((next) => heavy(next));
        reaches.set(id, result);
        return result;
      };
      for (const id of this.getModuleIds()) if (heavy(id)) bringsHeavyLibrary.add(id);
      /** Adds `from` and every module it reaches through static imports to `into`. */
      const reach = (from: string[], into: Set<string>) => {
        const next = [...from];
        while (next.length > 0) {
          const id = next.pop()!;
          if (into.has(id)) continue;
          into.add(id);
          next.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return into;
      };
      const ids = [...this.getModuleIds()];
      reach(
        ids.filter((id) => this.getModuleInfo(id)?.isEntry),
        startUp,
      );
      // What each module's route table and first screen reach (the tables name the home's page first),
      // and how many homes use each widget.
      const homesUsing = new Map<string, number>();
      const loadedBy = (id: string) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? [];
      for (const { module, table, page } of moduleHomes(ids, loadedBy)) {
        const home = reach(page ? [table, page] : [table], new Set());
        for (const id of home) {
          homeCode.add(id);
          if (WIDGET.test(id) && module !== CATALOGUE) homesUsing.set(id, (homesUsing.get(id) ?? 0) + 1);
        }
      }
      reach(
        ids.filter((id) => BASE_FILES.test(id) || (homesUsing.get(id) ?? 0) >= 2),
        baseCode,
      );
      // Which files loaded with import() (pages, route tables, strings) reach each module statically.
      for (const from of loadedOnDemand)
        for (const id of reach([from], new Set())) {
          if (!reachedFrom.has(id)) reachedFrom.set(id, new Set());
          reachedFrom.get(id)!.add(from);
        }
    },
  };
  // What start-up holds stays there; what is loaded with import() stays the start of its own chunk.
  const movable = (id: string) =>
    !startUp.has(id) && !loadedOnDemand.has(id) && !bringsHeavyLibrary.has(id) && !id.startsWith('\0');
  /** A weightier widget or helper: a chunk of its own, named after it. */
  const onItsOwn = (id: string) => {
    const match = ON_ITS_OWN.exec(id);
    return match ? (match[2] ?? match[3])! : null;
  };
  const moduleCommon = (id: string) => {
    const match = MODULE_FILE.exec(id);
    if (!match || match[1] === 'showcase') return null;
    if (NOT_MODULE_COMMON.test(match[2]!) || NOT_MODULE_COMMON.test(`${match[1]}/${match[2]}`)) return null;
    // Code of one screen only stays with that screen: in the common file it would travel with the
    // module's first screen (the preparation's task list brought the whole flow's, docs/performance.md).
    if ((reachedFrom.get(id)?.size ?? 0) < 2) return null;
    return `${match[1]}-${homeCode.has(id) ? 'common' : 'screens'}`;
  };
  return {
    plugin,
    codeSplitting: {
      groups: [
        {
          // Named, so they do not join whichever page the bundler finds first among their users.
          name: (id) => onItsOwn(id),
          debugName: 'on its own',
          test: (id) => movable(id) && onItsOwn(id) !== null,
          priority: 3,
          includeDependenciesRecursively: false,
        },
        {
          name: 'query',
          // Not `movable`: start-up's index re-exports them. Should start-up ever use a hook, the whole
          // file would join it, and the start-up size budget (npm run bench) would fail.
          test: (id) => QUERY_HOOKS.test(id) && !loadedOnDemand.has(id),
          priority: 3,
          includeDependenciesRecursively: false,
        },
        {
          name: (id) => `${NO_STYLESHEET.test(id) ? 'data' : 'shared'}${baseCode.has(id) ? '-base' : ''}`,
          debugName: 'shared',
          test: (id) => movable(id) && SHARED.some((p) => p.test(id)) && !ON_ITS_OWN.test(id),
          priority: 2,
          // Only the modules named: their libraries stay where the bundler puts them (react is start-up).
          includeDependenciesRecursively: false,
        },
        {
          name: (id) => moduleCommon(id),
          debugName: 'module common',
          test: (id) => movable(id) && moduleCommon(id) !== null,
          priority: 1,
          includeDependenciesRecursively: false,
        },
      ],
    },
  };
}
