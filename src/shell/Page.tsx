import {
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router-dom';
import { useUiStore } from '@/stores/ui';
import { OfflineMark } from './OfflineMark';
import { Header, type HeaderConfig } from './Header';
import { Footer } from './Footer';
import { useRouteTitle } from './useRouteTitle';
import { saveScroll, savedScroll } from './scrollMemory';
import styles from './Page.module.css';

// The bar of records made offline (it draws nothing while there is none): its code, with the query
// layer's mutation hooks, loads after the screen's first render, not with the start-up bundle.
const QueueBar = lazy(() => import('./QueueBar'));

/**
 * False while the login form pre-rendered at build time is hydrated (and in that build's server render,
 * which cannot wait for a lazy part), true in any client render: the bar is left out of the markup the
 * two must agree on.
 */
const noChange = () => () => undefined;
const useClientRender = () =>
  useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );

export interface PageProps {
  /** The header bar; without it the header is hidden. Without a title it shows the screen's own (route). */
  header?: HeaderConfig;
  /** Show the footer: true highlights the current path, a path string highlights that item. */
  footer?: boolean | string;
  className?: string;
  children: ReactNode;
}

/**
 * Every screen renders inside a Page: it declares its header and footer here, and gets the scroll
 * container whose position is saved when the user leaves and restored when they come back.
 */
function RouteTitle() {
  return <>{useRouteTitle()}</>;
}

export function Page({ header, footer, className, children }: PageProps) {
  const location = useLocation();
  // By history entry and path: entries the router did not make (a page opened by its address, or one
  // pushed by other code) all have the key 'default', and one page must not take another's position.
  const entryKey = `${location.key} ${location.pathname}`;
  const bodyRef = useRef<HTMLDivElement>(null);
  const clientRender = useClientRender();

  // Each page hides the loading indicator on creation.
  useEffect(() => {
    useUiStore.getState().resetLoading();
  }, []);

  // The position saved when this history entry was left, put back before the page is first painted
  // (§2's "1 ms after the page is shown" read as "as it is shown": README, Decisions): the user never
  // sees the top of a list they had scrolled, and a windowed list, which starts where its container
  // is, mounts only the rows at their place.
  // A screen kept through a replace (a filter chosen) shows its new entry from the top when that has no
  // position. A new screen is at the top already: writing the top (no position, or one of 0) would only
  // lay the page out mid-commit.
  const shownBefore = useRef(false);
  useLayoutEffect(() => {
    const body = bodyRef.current;
    const top = savedScroll(entryKey);
    if (body && (top || shownBefore.current)) body.scrollTop = top ?? 0;
    shownBefore.current = true;
    return () => {
      if (body) saveScroll(entryKey, body.scrollTop);
    };
  }, [entryKey]);

  return (
    <div className={`${styles.page} ${className ?? ''}`}>
      {header && (
        <Header config={header.title === undefined ? { ...header, title: <RouteTitle /> } : header} />
      )}
      <OfflineMark />
      {clientRender && (
        <Suspense fallback={null}>
          <QueueBar />
        </Suspense>
      )}
      {/* Focusable so a keyboard can scroll a screen of plain text (no link or button inside). */}
      <main className={styles.body} ref={bodyRef} data-page-scroll tabIndex={0}>
        {children}
      </main>
      {footer && <Footer active={typeof footer === 'string' ? footer : undefined} />}
    </div>
  );
}
