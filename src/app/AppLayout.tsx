import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@/api/queryClient';
import {
  cloneElement,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useLocation, useNavigationType, useOutlet } from 'react-router-dom';
import { CSSTransition, TransitionGroup } from 'react-transition-group';
import type { CSSTransitionProps } from 'react-transition-group/CSSTransition';
import { useUiStore } from '@/stores/ui';
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

interface SlotProps extends GroupProps {
  slotKey: string;
  /** The slot's name in the page (`data-slot`), by which the leaving screen's picture is found. */
  slotName: string;
  transition: PageTransition;
  snapshot?: DocumentFragment;
  children: ReactNode;
}

/** One screen on the stage, entering, shown or leaving (react-transition-group's CSSTransition). */
// slotKey is TransitionGroup's handle on the slot (childFactory), not the slot's own business.
function Slot({ slotKey: _slotKey, slotName, transition, snapshot, children, ...group }: SlotProps) {
  const ref = useRef<HTMLDivElement>(null);
  const leaving = group.in === false;
  const timeout = transition === 'none' || prefersReducedMotion() ? 0 : DURATION_MS;
  return (
    <CSSTransition
      {...group}
      nodeRef={ref}
      timeout={timeout}
      classNames={classNamesOf(transition)}
      onEntered={() => useUiStore.getState().setNavFlags({ isBack: false, isHome: false })}
    >
      {/* A screen on its way out can no longer be used or read out. */}
      <div
        ref={ref}
        className={styles.slot}
        data-slot={slotName}
        data-transition={transition}
        inert={leaving || undefined}
        aria-hidden={leaving || undefined}
      >
        {leaving && snapshot ? <Snapshot fragment={snapshot} /> : children}
      </div>
    </CSSTransition>
  );
}

/** The app frame: the current screen with its page transition, and the shell's overlays. */
export function AppLayout() {
  const location = useLocation();
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
  // with it.
  const [shown, setShown] = useState({ entryKey: location.key, slotKey: location.key });
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
  if (shown.entryKey !== location.key) {
    // A replace within the same path (a filter chosen, an exam's result shown) is the same screen with
    // new parameters: it stays, so the control the user just used keeps the focus and nothing slides.
    const sameScreen = navigationType === 'REPLACE' && previous.current.path === location.pathname;
    if (!sameScreen) {
      // Decided during render, so the entering and the leaving screens use the same animation; the
      // leaving screen's picture is taken now, while its DOM is still the one the user sees.
      const leavingKey = shown.slotKey;
      const node = stage.current?.querySelector(`[data-slot="${CSS.escape(slotName(leavingKey))}"]`);
      if (node && !snapshots.current.has(leavingKey)) snapshots.current.set(leavingKey, takeSnapshot(node));
      snapshots.current.delete(location.key);
      setTransition(transitionFor(stepHere()));
      slotKey = location.key;
    }
    setShown({ entryKey: location.key, slotKey });
  }

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
          <Slot
            key={slotKey}
            slotKey={slotKey}
            slotName={slotName(slotKey)}
            transition={transition}
            onExited={() => snapshots.current.delete(slotKey)}
          >
            {outlet}
          </Slot>
        </TransitionGroup>
        <LoadingOverlay />
        <DialogHost />
        <PopupHost />
        <Toast />
      </div>
    </QueryClientProvider>
  );
}
