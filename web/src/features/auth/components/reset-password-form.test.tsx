// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_RESET_MESSAGES, WAY_IN_ENDED_MESSAGES } from '@glyco/contracts';
import { ResetPasswordPage } from '../../../app/routes/reset-password';
import { jsonResponse, stubFetch } from '../../../testing/fetch-stub';
import { renderWithProviders } from '../../../testing/render-with-providers';

afterEach(() => vi.unstubAllGlobals());

const withToken = { path: '/reset-password', initialEntry: '/reset-password?token=abc' };

async function submitPasswords(password: string, confirmation: string) {
  if (password) await userEvent.type(await screen.findByLabelText('New password'), password);
  if (confirmation) await userEvent.type(screen.getByLabelText('Confirm new password'), confirmation);
  await userEvent.click(await screen.findByRole('button', { name: 'Reset Password' }));
}

describe('ResetPasswordPage', () => {
  it('explains a link without a token', async () => {
    renderWithProviders(<ResetPasswordPage />, { path: '/reset-password' });
    expect(await screen.findByText('No reset token found in the URL. Please use the link from your email.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a new password reset link' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('shows the required messages', async () => {
    renderWithProviders(<ResetPasswordPage />, withToken);
    await submitPasswords('', '');
    expect(await screen.findByText('New password is required')).toBeTruthy();
    expect(screen.getByText('Please confirm your new password.')).toBeTruthy();
  });

  it('enforces length, refuses a common password and checks the match', async () => {
    renderWithProviders(<ResetPasswordPage />, withToken);
    await submitPasswords('Ab1!', 'x');
    expect(await screen.findByText('Password must be at least 8 characters long.')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.type(screen.getByLabelText('New password'), 'abcdefgh');
    expect(await screen.findByText('This password is too common or easy to guess. Try a longer one, such as a few unrelated words.')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.type(screen.getByLabelText('New password'), 'plum tractor velvet');
    expect(await screen.findByText('Passwords do not match.')).toBeTruthy();
  });

  it('replaces the form when the server says the token expired', async () => {
    stubFetch(jsonResponse(400, { message: 'Reset token has expired' }));
    renderWithProviders(<ResetPasswordPage />, withToken);
    await submitPasswords('plum tractor velvet', 'plum tractor velvet');
    expect(await screen.findByText('Reset token has expired')).toBeTruthy();
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('goes to /login with the success message and what the reset ended', async () => {
    const ended = [{ wayIn: 'sessions', message: WAY_IN_ENDED_MESSAGES.sessions }, { wayIn: 'uploaderSecret', message: WAY_IN_ENDED_MESSAGES.uploaderSecret }];
    const fetchMock = stubFetch(jsonResponse(200, { message: PASSWORD_RESET_MESSAGES.resetSucceeded, ended }));
    const { router } = renderWithProviders(<ResetPasswordPage />, withToken);
    await submitPasswords('plum tractor velvet', 'plum tractor velvet');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({
      message: 'Password reset successful. You can now login with your new password.',
      details: [WAY_IN_ENDED_MESSAGES.sessions, WAY_IN_ENDED_MESSAGES.uploaderSecret],
    });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ token: 'abc', password: 'plum tractor velvet' });
  });
});
