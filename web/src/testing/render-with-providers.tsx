import type { ReactElement } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach } from 'vitest';
import { createStore, Provider } from '../lib/jotai';
import { createTestQueryClient } from './test-query-client';

afterEach(cleanup);

/** Renders `ui` at `path` inside a router, a fresh query cache and a fresh jotai store; other paths render their name. */
export function renderWithProviders(ui: ReactElement, options: { path?: string; initialEntry?: string } = {}) {
  const path = options.path ?? '/';
  const initialEntry = options.initialEntry ?? path;
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', element: <p data-testid="location">elsewhere</p> },
    ],
    { initialEntries: [initialEntry] },
  );
  const store = createStore();
  const queryClient = createTestQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </QueryClientProvider>,
  );
  return { ...view, router, store, queryClient };
}
