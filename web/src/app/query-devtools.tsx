import { lazy, Suspense } from 'react';

// Vite drops the import in a production build: the devtools never reach the bundle.
const Devtools = import.meta.env.DEV ? lazy(() => import('@tanstack/react-query-devtools').then((module) => ({ default: module.ReactQueryDevtools }))) : null;

/** The query cache inspector, in development only. */
export function QueryDevtools() {
  if (!Devtools) return null;
  return (
    <Suspense fallback={null}>
      <Devtools buttonPosition="bottom-left" />
    </Suspense>
  );
}
