// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { routes } from '../../app/router';
import { endClinicianSessionAtom } from '../../lib/clinician-session';
import { createStore, Provider } from '../../lib/jotai';
import { createTestQueryClient } from '../../testing/test-query-client';

afterEach(() => {
  cleanup();
});

function renderAt(path: string, store = createStore()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </QueryClientProvider>,
  );
  return { router };
}

describe('ClinicianLayout', () => {
  it('sends a visitor without clinician access to /clinician', async () => {
    const { router } = renderAt('/clinician/patient');
    await waitFor(() => expect(router.state.location.pathname).toBe('/clinician'));
    expect(await screen.findByRole('heading', { name: 'Clinician access' })).toBeTruthy();
    expect(screen.queryByText('Clinician access has been revoked.')).toBeNull();
  });

  it('shows why the server ended the session', async () => {
    const store = createStore();
    store.set(endClinicianSessionAtom, 'Clinician access has been revoked.');
    const { router } = renderAt('/clinician/patient', store);
    await waitFor(() => expect(router.state.location.pathname).toBe('/clinician'));
    const message = await screen.findByText('Clinician access has been revoked.');
    expect(message.closest('[role="alert"]')).toBeTruthy();
  });
});
