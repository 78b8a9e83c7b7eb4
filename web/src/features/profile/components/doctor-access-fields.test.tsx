// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clinicianRoutes } from '@glyco/contracts/api-routes/clinician';
import { userAnswer } from '../../../testing/api-answers';
import { jsonResponse, stubFetch } from '../../../testing/fetch-stub';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { setCurrentUserAtom } from '../../../lib/session';
import { DoctorAccessFields } from './doctor-access-fields';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Local times, so the expected text holds in any time zone.
const local = (day: number, hour: number, minute: number) => new Date(2025, 10, day, hour, minute);
const hours = (count: number) => count * 3_600_000;

function visit(accessId: string, fields: { startedAt: Date; lastSeenAt: Date; reads: number; viewed: string[] }) {
  const { startedAt, lastSeenAt } = fields;
  return { ...fields, accessId, startedAt: startedAt.toISOString(), lastSeenAt: lastSeenAt.toISOString(), expiresAt: new Date(startedAt.getTime() + hours(4)).toISOString(), revokedAt: null };
}

const emptyLog = () => jsonResponse(200, { entries: [], totalCount: 0 });

const user = (doctorAccess: { expiresAt: string } | null) =>
  userAnswer({ name: 'Ada', targetGlucoseRange: { min: 70, max: 180 }, doctor: { name: 'Dr Reed', phone: '', email: '' }, doctorAccess });

function renderSection(doctorAccess: { expiresAt: string } | null = null) {
  const view = renderWithProviders(<Form onSubmit={() => undefined} initialValues={{ doctor: user(doctorAccess).doctor }} render={() => <DoctorAccessFields />} />, { path: '/profile' });
  act(() => view.store.set(setCurrentUserAtom, user(doctorAccess)));
  return view;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe('DoctorAccessFields', () => {
  it('generates a code on the server for the chosen days and shows it once, with a copy button', async () => {
    const expiresAt = inDays(7);
    const fetchMock = stubFetch(emptyLog(), jsonResponse(201, { code: '7K2M-QX9D-4TRP-A0BZ', expiresAt }), emptyLog());
    renderSection();
    expect(screen.getByText('No code is active: your doctor cannot open your data.')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Code valid for'), '7 days');
    await userEvent.click(screen.getByRole('button', { name: 'Generate access code' }));

    expect((await screen.findByRole('status', { name: 'New access code' })).textContent).toBe('7K2M-QX9D-4TRP-A0BZ');
    expect(screen.getByText('Give this code to your doctor now: it will not be shown again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeTruthy();
    expect(screen.getByText(/^Active until /)).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect([url, init.method, JSON.parse(String(init.body))]).toEqual([clinicianRoutes.issueCode.path, 'POST', { expiresInDays: 7 }]);
  });

  it('revokes an active code', async () => {
    const fetchMock = stubFetch(emptyLog(), new Response(null, { status: 204 }), emptyLog());
    renderSection({ expiresAt: inDays(30) });
    expect(screen.getByText(/^Active until /)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Revoke access' }));
    expect(await screen.findByText('Access revoked. Your doctor can no longer open your data.')).toBeTruthy();
    expect(screen.getByText('No code is active: your doctor cannot open your data.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Revoke access' })).toBeNull();
    expect((fetchMock.mock.calls[1] as unknown as [string, RequestInit])[1].method).toBe('DELETE');
  });

  it('has no field to type a code, and tells where the doctor opens the data', async () => {
    stubFetch(emptyLog());
    renderSection();
    expect(screen.queryByLabelText('Doctor access code')).toBeNull();
    expect(screen.getByText(`Your doctor opens your data read-only at ${window.location.origin}/clinician with your email and this code.`)).toBeTruthy();
    expect(await screen.findByText('Your doctor has not opened your data yet.')).toBeTruthy();
  });

  it('lists each visit once, newest first, in words, with when a running one ends', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(local(22, 11, 0));
    const visits = [
      visit('a2', { startedAt: local(22, 10, 1), lastSeenAt: local(22, 10, 14), reads: 12, viewed: ['glucose readings', 'glucose statistics', 'meals'] }),
      visit('a1', { startedAt: local(5, 9, 0), lastSeenAt: local(5, 9, 0), reads: 0, viewed: [] }),
    ];
    const fetchMock = stubFetch(jsonResponse(200, { entries: visits, totalCount: 2 }));
    renderSection();
    const log = await screen.findByRole('region', { name: 'Recent access by your doctor' });
    const items = await within(log).findAllByRole('listitem');
    expect(items.map((item) => [...item.children].map((line) => line.textContent))).toEqual([
      ['Nov 22, 10:01 AM – 10:14 AM · Viewed glucose readings, glucose statistics and meals (12 reads)', 'Access ends 2:01 PM'],
      ['Nov 5, 9:00 AM · Opened your shared data'],
    ]);
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe(`${clinicianRoutes.accessLog.path}?limit=10`);
  });
});
