import { useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './router';
import { useSessionRecovery } from './useSessionRecovery';

export function App({ router: given }: { router?: ReturnType<typeof createAppRouter> }) {
  const router = useMemo(() => given ?? createAppRouter(), [given]);
  useSessionRecovery(router);
  return <RouterProvider router={router} />;
}
