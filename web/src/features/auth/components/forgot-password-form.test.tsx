// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../../testing/fetch-stub';
import { messageAnswer } from '../../../testing/api-answers';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ForgotPasswordForm } from './forgot-password-form';

afterEach(() => vi.unstubAllGlobals());

async function submitEmail(email: string) {
  if (email) await userEvent.type(await screen.findByLabelText('Email'), email);
  await userEvent.click(await screen.findByRole('button', { name: 'Send Reset Link' }));
}

describe('ForgotPasswordForm', () => {
  it('validates the email', async () => {
    renderWithProviders(<ForgotPasswordForm />, { path: '/forgot-password' });
    await submitEmail('');
    expect(await screen.findByText('Email is required')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Email'), 'nope');
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
  });

  it('shows the sent view on success', async () => {
    stubFetch(jsonResponse(202, messageAnswer()));
    renderWithProviders(<ForgotPasswordForm />, { path: '/forgot-password' });
    await submitEmail('ada@example.com');
    expect(await screen.findByText('Password reset email sent!')).toBeTruthy();
    expect(screen.getByText('Please check your inbox (and spam folder) for instructions to reset your password.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Login' })).toBeTruthy();
  });

  it('reports a network failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch(new TypeError('Failed to fetch'));
    renderWithProviders(<ForgotPasswordForm />, { path: '/forgot-password' });
    await submitEmail('ada@example.com');
    expect(await screen.findByText('A network error occurred. Please check your connection and try again.')).toBeTruthy();
  });
});
