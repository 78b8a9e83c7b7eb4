// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_ROUTES, SIGNED_OUT_EVERYWHERE, WAY_IN_ENDED_MESSAGES } from '@glyco/contracts';
import { createStore, Provider } from '../lib/jotai';
import { loadSessionAtom } from '../lib/session';
import { userAnswer } from '../testing/api-answers';
import { jsonResponse, stubFetch } from '../testing/fetch-stub';
import { noMetrics, statsOf } from '../testing/glucose-metrics';
import { routes } from './router';
import { createTestQueryClient } from '../testing/test-query-client';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const user = userAnswer();

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const store = createStore();
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </QueryClientProvider>,
  );
  return { router, store };
}

describe('routes', () => {
  it('shows the landing page at /', async () => {
    renderAt('/');
    expect(await screen.findByRole('link', { name: 'Get Started' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'How It Works' })).toBeTruthy();
  });

  it('shows the 404 page for unknown paths', async () => {
    renderAt('/nowhere');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Homepage' }).getAttribute('href')).toBe('/');
  });

  it('serves the forgot-password page under both spellings', async () => {
    renderAt('/ForgotPassword');
    expect(await screen.findByRole('heading', { name: 'Reset Password' })).toBeTruthy();
  });

  it('sends a signed-out visitor of a protected page to /login', async () => {
    const { router } = renderAt('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeTruthy();
  });

  it('shows the dashboard with its empty texts to a signed-in user', async () => {
    localStorage.setItem('token', 'jwt');
    // The dashboard asks several reads at once, in no set order: each is answered by its path.
    const answers: Record<string, unknown> = {
      [API_ROUTES.accounts.me.path]: user,
      [API_ROUTES.glucose.current.path]: { reading: null, ageMinutes: null, trend: null, window: 'last50Readings', stats: statsOf(noMetrics()) },
      [API_ROUTES.glucose.list.path]: [],
      [API_ROUTES.meals.list.path]: { meals: [], totalCount: 0 },
      [API_ROUTES.insulin.list.path]: { doses: [], totalPages: 0, totalCount: 0 },
      [API_ROUTES.alerts.list.path]: [],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string | Request) => {
        const path = new URL(typeof input === 'string' ? input : input.url, 'http://localhost').pathname;
        return path in answers ? jsonResponse(200, answers[path]) : Promise.reject(new Error('Unexpected fetch'));
      }),
    );
    const { store } = renderAt('/dashboard');
    await store.set(loadSessionAtom);
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Connect an uploader/ }).getAttribute('href')).toBe('/profile?tab=uploads');
    expect(await screen.findByText('No glucose readings yet. Add your first reading to see your trends!')).toBeTruthy();
    expect(screen.getByText('No readings yet')).toBeTruthy();
    expect(screen.getByText('No meals yet')).toBeTruthy();
    expect(screen.getByText('No insulin doses yet')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Dashboard' })[0]?.getAttribute('aria-current')).toBe('page');
  });

  it('shows the user in the sidebar and logs out to /login', async () => {
    localStorage.setItem('token', 'jwt');
    const signedOut = { message: SIGNED_OUT_EVERYWHERE, ended: [{ wayIn: 'doctorAccess', message: WAY_IN_ENDED_MESSAGES.doctorAccess }] };
    stubFetch(jsonResponse(200, user));
    const { router, store } = renderAt('/profile');
    await store.set(loadSessionAtom);
    expect(await screen.findByRole('heading', { name: 'Profile Settings' })).toBeTruthy();
    const sidebar = screen.getAllByRole('navigation', { name: 'Main' })[0]!.parentElement!;
    expect(sidebar.textContent).toContain('A');
    expect(sidebar.textContent).toContain('Ada Lovelace');
    expect(sidebar.textContent).toContain('Type 1');
    expect(screen.getAllByRole('link', { name: 'Profile' })[0]?.getAttribute('aria-current')).toBe('page');
    // The profile page's own reads may still be under way: answer the logout alone.
    const logout = (url: string) => (url.endsWith(API_ROUTES.accounts.logout.path) ? jsonResponse(200, signedOut) : Promise.reject(new Error('Unexpected fetch')));
    vi.stubGlobal('fetch', vi.fn(async (url: string) => logout(url)));
    await userEvent.click(screen.getAllByRole('button', { name: 'Logout' })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(await screen.findByText(WAY_IN_ENDED_MESSAGES.doctorAccess)).toBeTruthy();
  });
});
