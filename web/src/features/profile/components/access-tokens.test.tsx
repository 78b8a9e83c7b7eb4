// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_ROLE_LABELS, ACCESS_TOKEN_TEXT, API_ROUTES, fillPath } from '@glyco/contracts';
import { jsonResponse, stubFetch } from '../../../testing/fetch-stub';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { AccessTokens } from './access-tokens';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const phone = { id: '0b8f2c1e-4d5a-4f6b-9c7d-8e9f0a1b2c3d', name: "Sam's AndroidAPS", role: 'admin', createdAt: '2026-03-08T08:00:00.000Z', lastUsedAt: '2026-03-09T08:00:00.000Z' };
const watch = { id: '1b8f2c1e-4d5a-4f6b-9c7d-8e9f0a1b2c3d', name: 'Watch', role: 'readable', createdAt: '2026-03-08T09:00:00.000Z', lastUsedAt: null };

describe('AccessTokens', () => {
  it('lists each token with its role and last use, and revokes one alone', async () => {
    const fetchMock = stubFetch(jsonResponse(200, { tokens: [phone, watch] }), jsonResponse(204, null), jsonResponse(200, { tokens: [watch] }));
    renderWithProviders(<AccessTokens />, { path: '/profile' });
    const phoneRow = (await screen.findByText(phone.name)).closest('li')!;
    expect(within(phoneRow).getByText(new RegExp(ACCESS_TOKEN_ROLE_LABELS.admin.replace(/[()]/g, '\\$&')))).toBeTruthy();
    expect(within(phoneRow).getByText(new RegExp(ACCESS_TOKEN_TEXT.lastUsed))).toBeTruthy();
    expect(screen.getByText(new RegExp(ACCESS_TOKEN_TEXT.neverUsed))).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: `${ACCESS_TOKEN_TEXT.revoke} ${phone.name}` }));
    expect(await screen.findByText(ACCESS_TOKEN_TEXT.revoked)).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect([url, init.method]).toEqual([fillPath(API_ROUTES.nightscoutAccessTokens.revoke.path, { id: phone.id }), 'DELETE']);
    await vi.waitFor(() => expect(screen.queryByText(phone.name)).toBeNull());
    expect(screen.getByText(watch.name)).toBeTruthy();
  });

  it('creates a named token with its role and shows the token once', async () => {
    const created = { ...watch, id: phone.id, name: 'Loop phone', role: 'careportal', token: 'loopphone-0123456789abcdef' };
    const fetchMock = stubFetch(jsonResponse(200, { tokens: [] }), jsonResponse(201, created), jsonResponse(200, { tokens: [{ ...created, token: undefined }] }));
    renderWithProviders(<AccessTokens />, { path: '/profile' });
    expect(await screen.findByText(ACCESS_TOKEN_TEXT.none)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: ACCESS_TOKEN_TEXT.create }));
    expect(screen.getByText(/Give the token a name/)).toBeTruthy();

    await userEvent.type(screen.getByLabelText(ACCESS_TOKEN_TEXT.nameLabel), 'Loop phone');
    await userEvent.selectOptions(screen.getByLabelText(ACCESS_TOKEN_TEXT.roleLabel), 'careportal');
    await userEvent.click(screen.getByRole('button', { name: ACCESS_TOKEN_TEXT.create }));
    const shown = await screen.findByRole('status', { name: `${ACCESS_TOKEN_TEXT.newToken} Loop phone` });
    expect(shown.textContent).toBe(created.token);
    expect(screen.getByText(ACCESS_TOKEN_TEXT.notShownAgain)).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect([url, init.method, JSON.parse(String(init.body))]).toEqual([API_ROUTES.nightscoutAccessTokens.create.path, 'POST', { name: 'Loop phone', role: 'careportal' }]);
  });
});
