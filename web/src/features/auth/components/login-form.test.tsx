// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountRoutes } from '@glyco/contracts/api-routes/accounts';
import { jsonResponse, stubFetch } from '../../../testing/fetch-stub';
import { authAnswer } from '../../../testing/api-answers';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { LoginForm } from './login-form';


afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe('LoginForm', () => {
  it('shows the required messages on an empty submit', async () => {
    renderWithProviders(<LoginForm />, { path: '/login' });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
  });

  it('checks the email pattern and the password length', async () => {
    renderWithProviders(<LoginForm />, { path: '/login' });
    await userEvent.type(await screen.findByLabelText('Email'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Password'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
  });

  it('shows the server message when the login is refused', async () => {
    stubFetch(jsonResponse(401, { message: 'Invalid email or password' }));
    renderWithProviders(<LoginForm />, { path: '/login' });
    await userEvent.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid email or password')).toBeTruthy();
  });

  it('stores the token and goes to the dashboard', async () => {
    const fetchMock = stubFetch(jsonResponse(200, authAnswer()));
    const { router } = renderWithProviders(<LoginForm />, { path: '/login' });
    await userEvent.type(await screen.findByLabelText('Email'), 'Ada@Example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByLabelText('Remember me'));
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(localStorage.getItem('token')).toBe('jwt');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(accountRoutes.login.path);
    expect(JSON.parse(String(init.body))).toEqual({ email: 'ada@example.com', password: 'secret1' });
  });
});
