// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../../testing/fetch-stub';
import { renderWithProviders } from '../../../testing/render-with-providers';
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
  return { ...fields, accessId, startedAt: startedAt.toISOString(), lastSeenAt: lastSeenAt.toISOString(), expiresAt: new Date(startedAt.getTime() + hours(4)).toISOString() };
}

const emptyLog = () => jsonResponse(200, { entries: [], totalCount: 0 });

function renderSection(accessCode = '') {
  const doctor = { name: '', phone: '', email: '', accessCode };
  return renderWithProviders(<Form onSubmit={() => undefined} initialValues={{ doctor }} render={() => <DoctorAccessFields />} />, { path: '/profile' });
}

const codeInput = () => screen.getByLabelText<HTMLInputElement>('Doctor access code');

describe('DoctorAccessFields', () => {
  it('generates a strong code in groups of four and says it must be saved', async () => {
    stubFetch(emptyLog());
    renderSection('old');
    await userEvent.click(await screen.findByRole('button', { name: 'Generate code' }));
    expect(codeInput().value).toMatch(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
    expect(screen.getByRole('status').textContent).toBe(`New code ${codeInput().value} generated. Save changes to use it.`);
    const first = codeInput().value;
    await userEvent.click(screen.getByRole('button', { name: 'Generate code' }));
    expect(codeInput().value).not.toBe(first);
  });

  it('warns while the code is too short to grant access', async () => {
    stubFetch(emptyLog());
    renderSection();
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    await userEvent.type(codeInput(), 'short1');
    expect(status.textContent).toContain('This code is too short to give your doctor access: use at least 8 characters');
    await userEvent.type(codeInput(), '23');
    expect(status.textContent).toBe('');
  });

  it('tells where the doctor opens the data and how to end their access', async () => {
    stubFetch(emptyLog());
    renderSection();
    const hint = document.getElementById(codeInput().getAttribute('aria-describedby')!.split(' ')[1]!);
    expect(hint?.textContent).toBe(
      `Your doctor opens your data read-only at ${window.location.origin}/clinician with your email and this code. Change or clear the code to end their access.`,
    );
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
    renderSection('K7QM-2XWP-9RDT');
    const log = await screen.findByRole('region', { name: 'Recent access by your doctor' });
    const items = await within(log).findAllByRole('listitem');
    expect(items.map((item) => [...item.children].map((line) => line.textContent))).toEqual([
      ['Nov 22, 10:01 AM – 10:14 AM · Viewed glucose readings, glucose statistics and meals (12 reads)', 'Access ends 2:01 PM'],
      ['Nov 5, 9:00 AM · Opened your shared data'],
    ]);
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe('/api/clinician/access-log?limit=10');
  });
});
