import { cloneElement, useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import {
  useLocation,
  useNavigationType,
  useOutlet,
  UNSAFE_LocationContext,
  type Location,
} from 'react-router-dom';
import { CSSTransition, TransitionGroup } from 'react-transition-group';
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

interface SlotProps {
  location: Location;
  transition: PageTransition;
  children: ReactNode;
  // Props TransitionGroup injects.
  in?: boolean;
  onExited?: () => void;
}

/**
 * One screen in the transition. It keeps the location it was created with, so a page that is sliding
 * out still reads its own URL (its search params) rather than the next page's.
 */
function PageSlot({ location, transition, children, ...transitionProps }: SlotProps) {
  const ref = useRef<HTMLDivElement>(null);
  const timeout = transition === 'none' || prefersReducedMotion() ? 0 : DURATION_MS;
  const navigationType = useNavigationType();
  const [frozen] = useState(() => ({ location, navigationType }));
  return (
    <CSSTransition
      {...transitionProps}
      nodeRef={ref}
      timeout={timeout}
      classNames={transitionClasses(transition)}
      onEntered={() => useUiStore.getState().setNavFlags({ isBack: false, isHome: false })}
    >
      {/* A screen on its way out can no longer be used or read out. */}
      <div
        ref={ref}
        className={styles.slot}
        data-transition={transition}
        inert={transitionProps.in === false || undefined}
        aria-hidden={transitionProps.in === false || undefined}
      >
        <UNSAFE_LocationContext.Provider value={frozen}>{children}</UNSAFE_LocationContext.Provider>
      </div>
    </CSSTransition>
  );
}

function transitionClasses(transition: PageTransition) {
  return {
    enter: styles[`${transition}-enter`] ?? '',
    enterActive: styles[`${transition}-enter-active`] ?? '',
    exit: styles[`${transition}-exit`] ?? '',
    exitActive: styles[`${transition}-exit-active`] ?? '',
  };
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
  const [shownKey, setShownKey] = useState(location.key);

  const stepHere = (): NavigationStep => ({
    type: navigationType,
    fromPath: previous.current.path,
    toPath: location.pathname,
    fromIndex: previous.current.index,
    toIndex: historyIndex(),
  });

  if (shownKey !== location.key) {
    // Decide the animation during render, so the entering and the leaving screen use the same one.
    setShownKey(location.key);
    setTransition(transitionFor(stepHere()));
  }

  useEffect(() => {
    useUiStore.getState().setNavFlags(navigationFlags(stepHere()));
    previous.current = { path: location.pathname, index: historyIndex() };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- stepHere reads exactly these inputs
  }, [location, navigationType]);

  return (
    <div className={styles.app}>
      <TransitionGroup
        component={null}
        childFactory={(child: ReactElement<SlotProps>) => cloneElement(child, { transition })}
      >
        <PageSlot key={location.key} location={location} transition={transition}>
          {outlet}
        </PageSlot>
      </TransitionGroup>
      <LoadingOverlay />
      <DialogHost />
      <PopupHost />
      <Toast />
    </div>
  );
}
