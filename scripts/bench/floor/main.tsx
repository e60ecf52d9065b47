/**
 * The floor /login is measured against (npm run bench:browser): the runtime libraries the app starts
 * with (react, react-dom, react-router's data router, zustand, i18next with react-i18next,
 * react-transition-group) and one heading, built by the same Vite. Nothing of the app is in it, so the
 * distance between this page's LCP and /login's is what the app itself adds.
 */
import { StrictMode, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { create } from 'zustand';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { CSSTransition } from 'react-transition-group';

const useTitle = create<{ key: string }>(() => ({ key: 'title' }));

void i18next.use(initReactI18next).init({
  lng: 'zh-cn',
  resources: { 'zh-cn': { translation: { title: '机组助手' } } },
  interpolation: { escapeValue: false },
});

function Heading() {
  const { t } = useTranslation();
  const key = useTitle((state) => state.key);
  const node = useRef<HTMLHeadingElement>(null);
  return (
    <CSSTransition nodeRef={node} in appear timeout={0} classNames="page">
      <h1 ref={node} style={{ font: '600 22px sans-serif', padding: '40px 16px' }}>
        {t(key, { defaultValue: key })}
      </h1>
    </CSSTransition>
  );
}

const router = createBrowserRouter([{ path: '*', element: <Heading /> }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
