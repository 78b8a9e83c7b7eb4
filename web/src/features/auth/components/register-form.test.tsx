// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readToken, writeToken } from '../../../lib/storage';
import { jsonResponse, stubFetch } from '../../../testing/fetch-stub';
import { authAnswer } from '../../../testing/api-answers';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { RegisterForm } from './register-form';

afterEach(() => {
  vi.unstubAllGlobals();
  writeToken(null);
  localStorage.clear();
});

async function fillValidForm() {
  await userEvent.type(await screen.findByLabelText('Full name'), 'Ada Lovelace');
  await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'Marmalade-Sky-42');
  await userEvent.type(screen.getByLabelText('Confirm password'), 'Marmalade-Sky-42');
  await userEvent.selectOptions(screen.getByLabelText('Diabetes type'), 'Type 1');
}

describe('RegisterForm', () => {
  it('shows every required message on an empty submit', async () => {
    renderWithProviders(<RegisterForm />, { path: '/register' });
    await userEvent.click(await screen.findByRole('button', { name: 'Create Account' }));
    for (const message of ['Name is required', 'Email is required', 'Password is required', 'Please confirm your password', 'Diabetes type is required']) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
  });

  it('requires the confirmation to match', async () => {
    renderWithProviders(<RegisterForm />, { path: '/register' });
    await userEvent.type(await screen.findByLabelText('Password'), 'Marmalade-Sky-42');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Marmalade-Sky-43');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
  });

  it('asks for 8 characters and refuses a common password', async () => {
    renderWithProviders(<RegisterForm />, { path: '/register' });
    await userEvent.type(await screen.findByLabelText('Password'), 'abc1234');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Password must be at least 8 characters long.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Password'), '5');
    expect(await screen.findByText('This password is too common or easy to guess. Try a longer one, such as a few unrelated words.')).toBeTruthy();
  });

  it('shows the fallback message when the server gives none', async () => {
    stubFetch(jsonResponse(500, {}));
    renderWithProviders(<RegisterForm />, { path: '/register' });
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Failed to register. Please try again.')).toBeTruthy();
  });

  it('sends the person to sign in when this browser cannot keep the session', async () => {
    stubFetch(jsonResponse(201, authAnswer()));
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('storage is disabled');
    });
    const { router } = renderWithProviders(<RegisterForm />, { path: '/register' });
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ message: 'Your account has been created. Please log in.' });
    setItem.mockRestore();
  });

  it('sends the account without the confirmation, signs the person in and opens the dashboard', async () => {
    const fetchMock = stubFetch(jsonResponse(201, authAnswer()));
    const { router } = renderWithProviders(<RegisterForm />, { path: '/register' });
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(readToken()).toBe('jwt');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ name: 'Ada Lovelace', email: 'ada@example.com', password: 'Marmalade-Sky-42', diabetesType: 'Type 1' });
  });
});
