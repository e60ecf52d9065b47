import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@/api/queryClient';
import {
  cloneElement,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useContext,
  type ContextType,
  type ReactElement,
  type ReactNode,
} from 'react';
import {
  UNSAFE_DataRouterStateContext as RouterStateContext,
  UNSAFE_LocationContext as LocationContext,
  useLocation,
  useMatches,
  useNavigationType,
  useOutlet,
} from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CSSTransition, TransitionGroup } from 'react-transition-group';
import type { CSSTransitionProps } from 'react-transition-group/CSSTransition';
import { useUiStore } from '@/stores/ui';
import { useSessionStore } from '@/stores/session';
import { ScreenShownContext } from '@/shell/screenShown';
import { useRouteTitle, type RouteHandle } from '@/shell/useRouteTitle';
import { DialogHost, LoadingOverlay, PopupHost, Toast } from '@/shell/Overlays';
import { navigationFlags, transitionFor, type NavigationStep, type PageTransition } from './transitions';
import styles from './AppLayout.module.css';

const DURATION_MS = 280;

/** Server-side (the login frame rendered at build time, app/prerender) there is no window. */
const inBrowser = typeof window !== 'undefined';

const historyIndex = (): number | null => {
  if (!inBrowser) return null;
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
};

const prefersReducedMotion = () =>
  inBrowser &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The CSS module's classes of one transition, as react-transition-group's CSSTransition takes them. */
function classNamesOf(transition: PageTransition) {
  return {
    enter: styles[`${transition}-enter`] ?? '',
    enterActive: styles[`${transition}-enter-active`] ?? '',
    exit: styles[`${transition}-exit`] ?? '',
    exitActive: styles[`${transition}-exit-active`] ?? '',
    // A screen kept for the way back, once it has slid out.
    exitDone: styles.kept ?? '',
  };
}

/**
 * A copy of a screen's last picture, shown while it slides out. The screen itself unmounts at once, so
 * a page on its way out never re-renders with the next page's address (its search parameters), and its
 * calls stop with it. The copy keeps the scroll position the user saw.
 */
function takeSnapshot(slot: Element): DocumentFragment {
  const fragment = document.createDocumentFragment();
  for (const child of [...slot.children]) {
    const copy = child.cloneNode(true) as Element;
    const originals = [...child.querySelectorAll('[data-page-scroll]')];
    const copies = [...copy.querySelectorAll<HTMLElement>('[data-page-scroll]')];
    copies.forEach((node, i) => (node.dataset.snapshotScroll = String(originals[i]?.scrollTop ?? 0)));
    fragment.append(copy);
  }
  return fragment;
}

function Snapshot({ fragment }: { fragment: DocumentFragment }) {
  const host = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const node = host.current;
    if (!node) return;
    const nodes = [...fragment.childNodes];
    node.append(...nodes);
    // A copy starts at the top: writing 0 would only force a layout in the middle of the commit.
    for (const scroller of node.querySelectorAll<HTMLElement>('[data-snapshot-scroll]')) {
      const top = Number(scroller.dataset.snapshotScroll);
      if (top) scroller.scrollTop = top;
    }
    return () => nodes.forEach((child) => fragment.append(child));
  }, [fragment]);
  return <div ref={host} className={styles.snapshot} />;
}

/** What TransitionGroup hands its children (`in` is false while the screen leaves). */
type GroupProps = Partial<
  Pick<CSSTransitionProps<HTMLDivElement>, 'in' | 'appear' | 'enter' | 'exit' | 'onExited'>
>;

/**
 * What a screen's hooks read of the router (its location, and its state: the matches a screen's title
 * comes from). A kept screen keeps those it had, so it never renders with the next screen's.
 */
interface RouterView {
  location: ContextType<typeof LocationContext>;
  state: ContextType<typeof RouterStateContext>;
}

interface SlotProps extends GroupProps {
  slotKey: string;
  /** The slot's name in the page (`data-slot`), by which the leaving screen's picture is found. */
  slotName: string;
  transition: PageTransition;
  snapshot?: DocumentFragment;
  /** Kept, hidden, for the way back to it (the list left by a step forward); else the screen shown. */
  kept: boolean;
  /** What the screen reads of the router: a kept screen keeps its own. */
  router: RouterView;
  /** Its picture has slid out. */
  onLeft: () => void;
  /** It has slid in (not called for the first screen of a visit, which does not slide). */
  onShown?: (slot: HTMLDivElement) => void;
  children: ReactNode;
}

/**
 * One screen on the stage, entering, shown, leaving or kept (react-transition-group's CSSTransition).
 * A screen left by a step forward from a list (lib/paths `keptLists`) is kept: it slides out itself and
 * stays mounted, laid out but not painted (`visibility: hidden`, so its rows, sizes and scroll position
 * stay as they were) and with the router's view it had, so the way back shows it at once, where the
 * user left it, without building and laying it out anew. What must stop while it is hidden reads
 * `useScreenShown` (shell/screenShown). Any other leaving screen unmounts at once, so it never renders
 * with the next page's address and its calls stop with it, and a picture of it slides out.
 */
// slotKey is TransitionGroup's handle on the slot (childFactory), not the slot's own business.
function Slot(props: SlotProps) {
  const {
    slotKey: _slotKey,
    slotName,
    transition,
    snapshot,
    kept,
    router,
    onLeft,
    onShown,
    children,
    ...group
  } = props;
  const ref = useRef<HTMLDivElement>(null);
  const removed = group.in === false;
  const shown = !kept && !removed;
  // Its picture has slid out (then a kept screen's slot is hidden, and a picture no longer needed).
  const [slidOut, setSlidOut] = useState(false);
  const timeout = transition === 'none' || prefersReducedMotion() ? 0 : DURATION_MS;
  const leaveGroup = group.onExited;
  // A slot leaves the group once its picture has slid out; a kept screen let go (the user went
  // elsewhere) slid out when it was kept, so it leaves at once.
  useEffect(() => {
    if (removed && slidOut) leaveGroup?.();
  }, [removed, slidOut, leaveGroup]);
  return (
    <CSSTransition
      {...group}
      in={shown}
      nodeRef={ref}
      timeout={timeout}
      classNames={classNamesOf(transition)}
      onEnter={() => setSlidOut(false)}
      onEntered={() => {
        useUiStore.getState().setNavFlags({ isBack: false, isHome: false });
        if (ref.current) onShown?.(ref.current);
      }}
      onExited={() => {
        setSlidOut(true);
        onLeft();
      }}
    >
      {/* A screen on its way out, or kept, can no longer be used or read out. */}
      <div
        ref={ref}
        className={styles.slot}
        data-slot={slotName}
        data-transition={transition}
        inert={!shown || undefined}
        aria-hidden={!shown || undefined}
      >
        {!shown && !slidOut && snapshot && <Snapshot fragment={snapshot} />}
        {!removed && (
          <ScreenShownContext.Provider value={shown}>
            <LocationContext.Provider value={router.location}>
              <RouterStateContext.Provider value={router.state}>{children}</RouterStateContext.Provider>
            </LocationContext.Provider>
          </ScreenShownContext.Provider>
        )}
      </div>
    </CSSTransition>
  );
}

/** A screen on the stage, as kept for the way back to it (list → row → back). */
interface KeptScreen {
  slotKey: string;
  /** Its history entry (`entryOf`). */
  entry: string;
  /** Its history index: a move back to its entry or before it lets it go. */
  index: number | null;
  outlet: ReactNode;
  router: RouterView;
  /** Its route keeps it when the user steps forward from it (lib/paths `keptLists`). */
  keptForBack: boolean;
  /** What had the focus in it when the user left (the row opened): it has it again on the way back. */
  focus?: Element | null;
}

/**
 * A history entry, by its key and address: entries the router did not make (the page a visit opened,
 * one pushed by other code) all have the key 'default', and one must not be shown another's screen.
 */
const entryOf = (location: { key: string; pathname: string; search: string }) =>
  `${location.key} ${location.pathname}${location.search}`;

/** How many screens are kept behind the current one. */
const KEPT_SCREENS = 3;

/** The app frame: the current screen with its page transition, and the shell's overlays. */
export function AppLayout() {
  const location = useLocation();
  const liveRouter: RouterView = {
    location: useContext(LocationContext),
    state: useContext(RouterStateContext),
  };
  const matches = useMatches();
  const navigationType = useNavigationType();
  const outlet = useOutlet();
  const stage = useRef<HTMLDivElement>(null);
  const previous = useRef<{ path: string; index: number | null }>({
    path: location.pathname,
    index: historyIndex(),
  });
  const [transition, setTransition] = useState<PageTransition>('none');
  // The history entry whose screen is decided, and the slot showing it, kept in state (not in a ref) so
  // that a render React throws away (a lazy screen suspending in a transition) throws the decision away
  // with it. `returned` is the kept screen the user came back to: while on its entry it renders as it was.
  const [shown, setShown] = useState<{ entryKey: string; slotKey: string; returned?: KeptScreen }>({
    entryKey: location.key,
    slotKey: location.key,
  });
  const [kept, setKept] = useState<KeptScreen[]>([]);
  // Kept screens belong to the session that drew them: a sign-out, a 401 or another sign-in lets them go,
  // so no one's list waits behind the login form or under the next user's screens.
  const token = useSessionStore((state) => state.token);
  const [keptFor, setKeptFor] = useState(token);
  if (keptFor !== token) {
    setKeptFor(token);
    if (kept.length) setKept([]);
  }
  // The screen on the stage as last committed: the one kept when the user moves on.
  const onStage = useRef<KeptScreen | null>(null);
  const snapshots = useRef(new Map<string, DocumentFragment>());
  // The first screen's slot has a fixed name: its location key differs between the login form
  // pre-rendered at build time and the app hydrating it after a redirect to login (main.tsx).
  const [firstKey] = useState(location.key);
  const slotName = (key: string) => (key === firstKey ? 'first' : key);

  const stepHere = (): NavigationStep => ({
    type: navigationType,
    fromPath: previous.current.path,
    toPath: location.pathname,
    fromIndex: previous.current.index,
    toIndex: historyIndex(),
  });

  let slotKey = shown.slotKey;
  let returned = shown.entryKey === location.key ? shown.returned : undefined;
  if (shown.entryKey !== location.key) {
    // A replace within the same path (a filter chosen, an exam's result shown) is the same screen with
    // new parameters: it stays, so the control the user just used keeps the focus and nothing slides.
    const sameScreen = navigationType === 'REPLACE' && previous.current.path === location.pathname;
    if (!sameScreen) {
      // Decided during render, so the entering and the leaving screens use the same animation.
      const step = stepHere();
      const move = transitionFor(step);
      const leavingKey = shown.slotKey;
      // A step forward (a link followed) from a list keeps the list: it slides out itself. Any other move
      // lets the screen go, and a picture of it, taken now while its DOM is the one the user sees, slides
      // out instead.
      const onStageNow = onStage.current;
      const stepForward = move === 'forward' && step.type === 'PUSH';
      const leaving =
        stepForward && onStageNow?.keptForBack && onStageNow.slotKey === leavingKey ? onStageNow : null;
      const node = stage.current?.querySelector(`[data-slot="${CSS.escape(slotName(leavingKey))}"]`);
      if (!leaving && node && !snapshots.current.has(leavingKey))
        snapshots.current.set(leavingKey, takeSnapshot(node));
      const focus = leaving && node?.contains(document.activeElement) ? document.activeElement : null;
      let nextKept = leaving
        ? [...kept, { ...leaving, index: step.fromIndex, focus }].slice(-KEPT_SCREENS)
        : kept;
      // Back (or forward) in history: the screen of the entry the user came to is shown again if it was
      // kept, and only the screens of entries before it stay kept. Without the browser's history
      // indexes (a memory router) a move to an entry not kept lets every kept screen go.
      returned = nextKept.find((screen) => screen.entry === entryOf(location));
      if (step.type === 'POP') {
        const place = returned ? nextKept.indexOf(returned) : -1;
        nextKept = nextKept.filter((screen, i) =>
          returned
            ? i < place
            : screen.index !== null && step.toIndex !== null && screen.index < step.toIndex,
        );
      }
      if (nextKept !== kept) setKept(nextKept);
      slotKey = returned?.slotKey ?? location.key;
      snapshots.current.delete(slotKey);
      setTransition(move);
    }
    setShown({ entryKey: location.key, slotKey, returned });
  }
  const screen = returned?.outlet ?? outlet;
  const screenRouter = returned?.router ?? liveRouter;
  const keptForBack = (matches[matches.length - 1]?.handle as RouteHandle | undefined)?.keptForBack ?? false;

  useLayoutEffect(() => {
    onStage.current = {
      slotKey,
      entry: entryOf(location),
      index: null,
      outlet: screen,
      router: screenRouter,
      keptForBack,
    };
  });

  // A new screen on the stage takes the focus the last one lost (it went with that screen): a list shown
  // again gives it back to the row the user opened, any other screen to its title, so a screen reader
  // says where the user now is and the keyboard goes on from there, not from the page's top. A screen
  // that placed the focus itself (a form's first field) keeps it; the first screen of a visit is the
  // browser's. Once the screen has slid in: moving the focus makes the browser work out the new screen's
  // styles at once, and done before its first picture it made route changes 20-30 ms slower at 4x.
  const giveFocus = (slot: HTMLDivElement) => {
    const active = document.activeElement;
    if (active && active !== document.body && !active.closest('[inert]')) return;
    const row = returned?.focus;
    const target = row instanceof HTMLElement && slot.contains(row) ? row : slot.querySelector('h1');
    target?.focus({ preventScroll: true });
  };

  // The document's title names the screen shown (the browser's tabs and history, the app switcher).
  const screenTitle = useRouteTitle();
  const { t } = useTranslation();
  const appName = t('appName');
  useEffect(() => {
    document.title = screenTitle ? `${screenTitle} · ${appName}` : appName;
  }, [screenTitle, appName]);

  useEffect(() => {
    useUiStore.getState().setNavFlags(navigationFlags(stepHere()));
    previous.current = { path: location.pathname, index: historyIndex() };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- stepHere reads exactly these inputs
  }, [location, navigationType]);

  // The query client lives above every screen of the route table (tests' memory routers included).
  return (
    <QueryClientProvider client={queryClient}>
      <div className={styles.app} ref={stage}>
        <TransitionGroup
          component={null}
          // Every screen, the leaving ones too, takes the animation of the latest move.
          childFactory={(child: ReactElement<SlotProps>) =>
            cloneElement(child, {
              transition,
              snapshot: snapshots.current.get(child.props.slotKey),
            })
          }
        >
          {/* One array, so that a screen keeps its key (and its state) between kept and shown. */}
          {[
            ...kept.map((screen) => (
              <Slot
                key={screen.slotKey}
                slotKey={screen.slotKey}
                slotName={slotName(screen.slotKey)}
                transition={transition}
                kept
                router={screen.router}
                onLeft={() => snapshots.current.delete(screen.slotKey)}
              >
                {screen.outlet}
              </Slot>
            )),
            <Slot
              key={slotKey}
              slotKey={slotKey}
              slotName={slotName(slotKey)}
              transition={transition}
              kept={false}
              router={screenRouter}
              onLeft={() => snapshots.current.delete(slotKey)}
              onShown={giveFocus}
            >
              {screen}
            </Slot>,
          ]}
        </TransitionGroup>
        <LoadingOverlay />
        <DialogHost />
        <PopupHost />
        <Toast />
      </div>
    </QueryClientProvider>
  );
}
