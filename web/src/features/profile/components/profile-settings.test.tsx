// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserResponse } from '@glyco/contracts';
import { accountRoutes } from '@glyco/contracts/api-routes/accounts';
import { currentUserAtom } from '../../../lib/session';
import { toastsAtom } from '../../../lib/toasts';
import { jsonResponse, stubFetch } from '../../../testing/fetch-stub';
import { userAnswer } from '../../../testing/api-answers';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ProfileSettings } from './profile-settings';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ada = userAnswer({ name: 'Ada Lovelace', email: 'ada@example.test', dateOfDiagnosis: '2010-05-04' });

function renderSettings(user: UserResponse = ada) {
  return renderWithProviders(<ProfileSettings user={user} />, { path: '/profile' });
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
const openTab = (name: string) => userEvent.click(screen.getByRole('tab', { name }));

function sentBody(fetchMock: ReturnType<typeof stubFetch>) {
  const [url, init] = fetchMock.mock.calls.at(-1) as unknown as [string, RequestInit];
  return { url, method: init.method, body: JSON.parse(String(init.body)) as Record<string, unknown> };
}

describe('ProfileSettings', () => {
  it('requires a name and a valid email', async () => {
    renderSettings();
    await userEvent.clear(await screen.findByLabelText('Full name'));
    await userEvent.clear(screen.getByLabelText('Email'));
    await save();
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
  });

  it('keeps the target range within its bounds and opens the tab with the error', async () => {
    renderSettings();
    await openTab('Medical Details');
    const min = screen.getByLabelText('Target minimum (mg/dL)');
    const max = screen.getByLabelText('Target maximum (mg/dL)');
    await userEvent.clear(min);
    await userEvent.type(min, '30');
    await userEvent.clear(max);
    await userEvent.type(max, '350');
    await openTab('Personal Info');
    await save();
    expect(screen.getByRole('tab', { name: 'Medical Details' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('Minimum value is 40')).toBeTruthy();
    expect(screen.getByText('Maximum value is 300')).toBeTruthy();
    await userEvent.clear(min);
    await userEvent.type(min, '201');
    await userEvent.clear(max);
    await userEvent.type(max, '99');
    expect(await screen.findByText('Maximum value is 200')).toBeTruthy();
    expect(screen.getByText('Minimum value is 100')).toBeTruthy();
  });

  it('shows the target in mmol/L, stores mg/dL, drops empty contacts and updates the session user', async () => {
    const mmolUser: UserResponse = { ...ada, settings: { ...ada.settings, glucoseUnit: 'mmol/L' } };
    const saved: UserResponse = { ...mmolUser, targetGlucoseRange: { min: 72, max: 180 } };
    // Opening Medical Details loads the doctor's access history first.
    const fetchMock = stubFetch(jsonResponse(200, { entries: [], totalCount: 0 }), jsonResponse(200, saved));
    const { store } = renderSettings(mmolUser);
    await openTab('Medical Details');
    const min = screen.getByLabelText<HTMLInputElement>('Target minimum (mmol/L)');
    expect(min.value).toBe('3.9');
    expect(screen.getByLabelText<HTMLInputElement>('Target maximum (mmol/L)').value).toBe('10.0');
    await userEvent.clear(min);
    await userEvent.type(min, '4');
    await openTab('Emergency Contacts');
    await userEvent.type(screen.getByLabelText('Contact 1 name'), 'Charles Babbage');
    await userEvent.type(screen.getByLabelText('Contact 1 phone'), '555-0100');
    await save();
    await waitFor(() => expect(store.get(toastsAtom)).toMatchObject([{ type: 'success', message: 'Profile updated successfully!' }]));
    const sent = sentBody(fetchMock);
    expect(sent).toMatchObject({ url: accountRoutes.updateProfile.path, method: 'PUT' });
    expect(sent.body).toMatchObject({ targetGlucoseRange: { min: 72, max: 180 }, settings: { glucoseUnit: 'mmol/L' } });
    expect(sent.body.emergencyContacts).toEqual([{ name: 'Charles Babbage', relationship: '', phone: '555-0100', email: '' }]);
    expect(store.get(currentUserAtom)).toEqual(saved);
  });

  it('converts the typed target when the unit changes', async () => {
    renderSettings();
    await openTab('Preferences');
    await userEvent.selectOptions(screen.getByLabelText('Glucose unit'), 'mmol/L');
    await openTab('Medical Details');
    expect(screen.getByLabelText<HTMLInputElement>('Target minimum (mmol/L)').value).toBe('3.9');
  });

  it('logs a failed save and shows the server field error beside its field', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch(jsonResponse(409, { message: 'An account with this email already exists', errors: { email: 'An account with this email already exists' } }));
    renderSettings();
    await openTab('Preferences');
    await save();
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Personal Info' }).getAttribute('aria-selected')).toBe('true'));
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('An account with this email already exists').length).toBeGreaterThan(0);
    expect(log).toHaveBeenCalled();
  });

  it('moves between tabs with the arrow keys', async () => {
    renderSettings();
    const personal = await screen.findByRole('tab', { name: 'Personal Info' });
    personal.focus();
    await userEvent.keyboard('{ArrowLeft}');
    const preferences = screen.getByRole('tab', { name: 'Preferences' });
    expect(document.activeElement).toBe(preferences);
    expect(preferences.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Preferences' })).toBeTruthy();
    await userEvent.keyboard('{Home}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Medical Details' }).getAttribute('aria-selected')).toBe('true');
  });

  it('offers Save Changes only on the tabs with profile fields', async () => {
    renderSettings();
    await openTab('Uploads');
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
    await openTab('Preferences');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeTruthy();
  });
});
