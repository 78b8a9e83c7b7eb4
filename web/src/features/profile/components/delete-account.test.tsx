// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_DELETION_TEXT, ACCOUNT_MESSAGES } from '@glyco/contracts';
import { accountRoutes } from '@glyco/contracts/api-routes/accounts';
import { jsonResponse, stubFetch } from '../../../testing/fetch-stub';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { DeleteAccountCard } from './delete-account';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function submitPassword(password: string) {
  await userEvent.type(screen.getByLabelText(ACCOUNT_DELETION_TEXT.passwordLabel), password);
  await userEvent.click(screen.getByRole('button', { name: ACCOUNT_DELETION_TEXT.button }));
}

describe('DeleteAccountCard', () => {
  it('sends nothing until the person confirms', async () => {
    const fetchMock = stubFetch();
    const confirm = vi.fn(() => false);
    renderWithProviders(<DeleteAccountCard confirm={confirm} />, { path: '/profile' });
    await submitPassword('Marmalade-Sky-42');
    expect(confirm).toHaveBeenCalledWith(ACCOUNT_DELETION_TEXT.confirm);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server refusing the password once, beside the field', async () => {
    stubFetch(jsonResponse(400, { message: ACCOUNT_MESSAGES.passwordIncorrect, errors: { password: ACCOUNT_MESSAGES.passwordIncorrect } }));
    renderWithProviders(<DeleteAccountCard confirm={() => true} />, { path: '/profile' });
    await submitPassword('not-the-password');
    expect(await screen.findAllByText(ACCOUNT_MESSAGES.passwordIncorrect)).toHaveLength(1);
    const describedBy = screen.getByLabelText(ACCOUNT_DELETION_TEXT.passwordLabel).getAttribute('aria-describedby') ?? '';
    const description = describedBy.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
    expect(description).toContain(ACCOUNT_MESSAGES.passwordIncorrect);
  });

  it('deletes with the password, forgets the session and leaves for the landing page', async () => {
    const fetchMock = stubFetch(jsonResponse(204, null));
    localStorage.setItem('token', 'a-token');
    const { router } = renderWithProviders(<DeleteAccountCard confirm={() => true} />, { path: '/profile' });
    await submitPassword('Marmalade-Sky-42');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect([url, init.method, init.body]).toEqual([accountRoutes.deleteAccount.path, 'DELETE', JSON.stringify({ password: 'Marmalade-Sky-42' })]);
    expect(localStorage.getItem('token')).toBeNull();
  });
});
