import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { ThemeEffect } from '../components/ui/theme-effect';
import { ToastStack } from '../components/ui/toast-stack';
import { paths } from '../config/paths';
import { setUnauthorizedHandler } from '../lib/api-client';
import { appStore, Provider } from '../lib/jotai';
import { appQueryClient } from '../lib/query-client';
import { clearSessionAtom, loadSessionAtom } from '../lib/session';
import { QueryDevtools } from './query-devtools';
import { createAppRouter } from './router';

export function App() {
  const [router] = useState(() => {
    const appRouter = createAppRouter();
    setUnauthorizedHandler(() => {
      appStore.set(clearSessionAtom);
      void appRouter.navigate(paths.login, { replace: true });
    });
    // Asked before the first render rather than after it: a signed-in page's data waits on this answer.
    void appStore.set(loadSessionAtom);
    return appRouter;
  });

  return (
    <QueryClientProvider client={appQueryClient}>
      <Provider store={appStore}>
        <ThemeEffect />
        <ToastStack />
        <RouterProvider router={router} />
      </Provider>
      <QueryDevtools />
    </QueryClientProvider>
  );
}
