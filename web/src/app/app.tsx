import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ThemeEffect } from '../components/ui/theme-effect';
import { ToastStack } from '../components/ui/toast-stack';
import { paths } from '../config/paths';
import { setUnauthorizedHandler } from '../lib/api-client';
import { appStore, Provider, useSetAtom } from '../lib/jotai';
import { clearSessionAtom, loadSessionAtom } from '../lib/session';
import { createAppRouter } from './router';

function SessionLoader() {
  const loadSession = useSetAtom(loadSessionAtom);
  useEffect(() => {
    void loadSession();
  }, [loadSession]);
  return null;
}

export function App() {
  const [router] = useState(() => {
    const appRouter = createAppRouter();
    setUnauthorizedHandler(() => {
      appStore.set(clearSessionAtom);
      void appRouter.navigate(paths.login, { replace: true });
    });
    return appRouter;
  });

  return (
    <Provider store={appStore}>
      <ThemeEffect />
      <SessionLoader />
      <ToastStack />
      <RouterProvider router={router} />
    </Provider>
  );
}
