// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nightscoutSecretRoutes } from '@glyco/contracts/api-routes/nightscout-secret';
import { NIGHTSCOUT_TEXT } from '@glyco/contracts';
import { jsonResponse, stubFetch } from '../../../testing/fetch-stub';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { NightscoutUploads } from './nightscout-uploads';

// The access tokens inside the section have their own test and requests (access-tokens.test.tsx).
vi.mock('./access-tokens', () => ({ AccessTokens: () => null }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const SECRET = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718';

describe('NightscoutUploads', () => {
  it('creates the uploader address and shows it once, in the form xDrip+ takes', async () => {
    const fetchMock = stubFetch(jsonResponse(200, { enabled: false, since: null }), jsonResponse(201, { secret: SECRET }), jsonResponse(200, { enabled: true, since: '2026-03-08T08:00:00.000Z' }));
    renderWithProviders(<NightscoutUploads />, { path: '/profile' });
    expect(await screen.findByText(NIGHTSCOUT_TEXT.off)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: NIGHTSCOUT_TEXT.create }));

    const address = await screen.findByRole('status', { name: NIGHTSCOUT_TEXT.addressLabel });
    expect(address.textContent).toBe(`${window.location.protocol}//${SECRET}@${window.location.host}/api/v1/`);
    expect(screen.getByText(NIGHTSCOUT_TEXT.notShownAgain)).toBeTruthy();
    expect(screen.getByRole('button', { name: NIGHTSCOUT_TEXT.rotate })).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect([url, init.method]).toEqual([nightscoutSecretRoutes.create.path, 'POST']);
  });

  it('turns uploads off and forgets the address on screen', async () => {
    const fetchMock = stubFetch(jsonResponse(200, { enabled: true, since: '2026-03-08T08:00:00.000Z' }), jsonResponse(204, null), jsonResponse(200, { enabled: false, since: null }));
    renderWithProviders(<NightscoutUploads />, { path: '/profile' });
    await userEvent.click(await screen.findByRole('button', { name: NIGHTSCOUT_TEXT.turnOff }));

    expect(await screen.findByText(NIGHTSCOUT_TEXT.turnedOff)).toBeTruthy();
    expect(screen.getByText(NIGHTSCOUT_TEXT.off)).toBeTruthy();
    expect(screen.queryByRole('button', { name: NIGHTSCOUT_TEXT.turnOff })).toBeNull();
    const [url, init] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect([url, init.method]).toEqual([nightscoutSecretRoutes.revoke.path, 'DELETE']);
  });
});
