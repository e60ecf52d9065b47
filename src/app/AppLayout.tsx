import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import {
  useLocation,
  useNavigationType,
  useOutlet,
  UNSAFE_LocationContext,
  type Location,
} from 'react-router-dom';
import { useUiStore } from '@/stores/ui';
import { DialogHost, LoadingOverlay, PopupHost, Toast } from '@/shell/Overlays';
import { navigationFlags, transitionFor, type NavigationStep, type PageTransition } from './transitions';
import styles from './AppLayout.module.css';

const DURATION_MS = 280;

const historyIndex = (): number | null => {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
};

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Runs one CSS transition phase on a screen: the `<transition>-<phase>` class sets the start, the
 * `-active` class added after a forced style flush the end, and both go when the time is up. Returns
 * the cancel (a screen that starts leaving while it is still entering drops its entrance).
 */
function runPhase(
  node: HTMLElement,
  transition: PageTransition,
  phase: 'enter' | 'exit',
  timeout: number,
  done: () => void,
): () => void {
  const from = styles[`${transition}-${phase}`];
  const to = styles[`${transition}-${phase}-active`];
  if (from) node.classList.add(from);
  void node.offsetWidth;
  if (to) node.classList.add(to);
  const timer = setTimeout(() => {
    if (from) node.classList.remove(from);
    if (to) node.classList.remove(to);
    done();
  }, timeout);
  return () => {
    clearTimeout(timer);
    if (from) node.classList.remove(from);
    if (to) node.classList.remove(to);
  };
}

interface SlotProps {
  location: Location;
  transition: PageTransition;
  /** Animate in when mounted (every screen but the first one of the visit). */
  enters: boolean;
  leaving: boolean;
  onExited: () => void;
  children: ReactNode;
}

/**
 * One screen in the transition. It keeps the location it was created with, so a page that is sliding
 * out still reads its own URL (its search params) rather than the next page's.
 */
function PageSlot({ location, transition, enters, leaving, onExited, children }: SlotProps) {
  const ref = useRef<HTMLDivElement>(null);
  const timeout = transition === 'none' || prefersReducedMotion() ? 0 : DURATION_MS;
  const navigationType = useNavigationType();
  const [frozen] = useState(() => ({ location, navigationType }));
  const exited = useRef(onExited);
  useLayoutEffect(() => {
    exited.current = onExited;
  });

  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    if (leaving) return runPhase(node, transition, 'exit', timeout, () => exited.current());
    if (enters)
      return runPhase(node, transition, 'enter', timeout, () =>
        useUiStore.getState().setNavFlags({ isBack: false, isHome: false }),
      );
    // The phase starts when the slot enters or starts leaving, with the transition chosen then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [leaving]);

  return (
    // A screen on its way out can no longer be used or read out.
    <div
      ref={ref}
      className={styles.slot}
      data-transition={transition}
      inert={leaving || undefined}
      aria-hidden={leaving || undefined}
    >
      <UNSAFE_LocationContext.Provider value={frozen}>{children}</UNSAFE_LocationContext.Provider>
    </div>
  );
}

/** A screen on the stage: the current one, or one still sliding out with the page it last showed. */
interface Shown {
  /** Not the location key: going back can bring a key again while its old screen is still leaving. */
  id: number;
  location: Location;
  enters: boolean;
  /** What a leaving screen keeps showing; the current screen shows the live outlet. */
  page?: ReactNode;
}

/** The app frame: the current screen with its page transition, and the shell's overlays. */
export function AppLayout() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const outlet = useOutlet();
  const previous = useRef<{ path: string; index: number | null }>({
    path: location.pathname,
    index: historyIndex(),
  });
  const [transition, setTransition] = useState<PageTransition>('none');
  const [shown, setShown] = useState<Shown[]>(() => [{ id: 0, location, enters: false }]);
  // The outlet of the last commit: the page a screen keeps showing while it leaves.
  const lastOutlet = useRef<ReactNode>(outlet);
  useLayoutEffect(() => {
    lastOutlet.current = outlet;
  });

  const stepHere = (): NavigationStep => ({
    type: navigationType,
    fromPath: previous.current.path,
    toPath: location.pathname,
    fromIndex: previous.current.index,
    toIndex: historyIndex(),
  });

  const current = shown[shown.length - 1]!;
  if (current.location.key !== location.key) {
    // Decide the animation during render, so the entering and the leaving screens use the same one.
    setTransition(transitionFor(stepHere()));
    setShown((screens) => [
      ...screens.map((screen) => (screen === current ? { ...screen, page: lastOutlet.current } : screen)),
      { id: current.id + 1, location, enters: true },
    ]);
  }

  useEffect(() => {
    useUiStore.getState().setNavFlags(navigationFlags(stepHere()));
    previous.current = { path: location.pathname, index: historyIndex() };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- stepHere reads exactly these inputs
  }, [location, navigationType]);

  const remove = (id: number) => setShown((screens) => screens.filter((screen) => screen.id !== id));

  return (
    <div className={styles.app}>
      {shown.map((screen) => {
        const leaving = screen !== current || current.location.key !== location.key;
        return (
          <PageSlot
            key={screen.id}
            location={screen.location}
            transition={transition}
            enters={screen.enters}
            leaving={leaving}
            onExited={() => remove(screen.id)}
          >
            {leaving ? screen.page : outlet}
          </PageSlot>
        );
      })}
      <LoadingOverlay />
      <DialogHost />
      <PopupHost />
      <Toast />
    </div>
  );
}
