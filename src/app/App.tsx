import { useEffect, useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import { hasSession } from '@/stores/session';
import { createAppRouter } from './router';
import { useSessionRecovery } from './useSessionRecovery';

export function App({ router: given }: { router?: ReturnType<typeof createAppRouter> }) {
  const router = useMemo(() => given ?? createAppRouter(), [given]);
  useSessionRecovery(router);
  // A start's held refreshes go once this first screen is on show (api/firstPicture, loaded with the
  // data layer: the import finds it in memory). Only a start with a stored user holds any.
  useEffect(() => {
    if (!hasSession()) return;
    const committedAt = performance.now();
    void import('@/api/firstPicture').then((hold) => hold.firstScreenCommitted(committedAt));
  }, []);
  // A navigation draws the next screen in one piece: as a transition (react-router's default) React
  // cut the screen's render into slices with the browser's frames between them, which made a step back
  // to the flight list 15-25 % slower at 4x CPU. No screen suspends on its data (useQuery, not the
  // suspense form), so a transition had nothing to keep on screen.
  return <RouterProvider router={router} useTransitions={false} />;
}
