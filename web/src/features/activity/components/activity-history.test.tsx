// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '@glyco/contracts';
import { jsonResponse, stubFetch } from '../../../testing/fetch-stub';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ActivityHistory } from './activity-history';

afterEach(() => vi.unstubAllGlobals());

const urlOfCall = (fetchMock: ReturnType<typeof stubFetch>, index: number) => decodeURIComponent((fetchMock.mock.calls[index] as unknown as [string])[0]);

const entry = (eventId: string, at: string, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  eventId, at, occurredAt: null, action: 'created', entityType: 'glucose_reading', entityId: 'r1', actor: { role: 'patient' },
  summary: `Entry ${eventId}`, changes: [], ...overrides,
});

const updated = entry('e1', '2025-03-02T15:30:00', {
  action: 'updated', summary: 'Glucose reading 150 mg/dL updated', changes: [{ field: 'value', before: 142, after: 150 }],
});
const byDoctor = entry('e2', '2025-03-02T09:00:00', { actor: { role: 'clinician' }, summary: 'Meal (Lunch, 45 g carbs) updated', entityType: 'meal' });
const older = entry('e3', '2025-03-01T20:00:00', {
  entityType: 'account', action: 'registered', summary: 'Account created', actor: { role: 'system' },
  changes: [{ field: 'name', before: null, after: 'Ada' }, { field: 'email', before: null, after: 'ada@example.com' }],
});

describe('ActivityHistory', () => {
  it('groups entries by day with who made them and what changed', async () => {
    stubFetch(jsonResponse(200, { entries: [updated, byDoctor, older], nextBefore: null }));
    renderWithProviders(<ActivityHistory />, { path: '/activity' });
    const march2 = await screen.findByRole('region', { name: 'March 2, 2025' });
    expect(march2.textContent).toMatch(/Glucose reading 150 mg\/dL updated.*3:30 PM.*Meal \(Lunch, 45 g carbs\) updated.*9:00 AM/);
    expect(within(march2).getByText('Glucose: 142 mg/dL → 150 mg/dL')).toBeTruthy();
    expect(within(march2).getByText(/Your doctor \(read-only access\)/)).toBeTruthy();
    const march1 = screen.getByRole('region', { name: 'March 1, 2025' });
    expect(within(march1).getByText('Account created')).toBeTruthy();
    expect(within(march1).getByText(/Glyco/)).toBeTruthy();
    expect(within(march1).getByText('Name: Ada · Email: ada@example.com')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('loads the next page before the last entry shown', async () => {
    const fetchMock = stubFetch(
      jsonResponse(200, { entries: [updated], nextBefore: '10-20' }),
      jsonResponse(200, { entries: [older], nextBefore: null }),
    );
    renderWithProviders(<ActivityHistory />, { path: '/activity' });
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Account created')).toBeTruthy();
    expect(screen.getByText('Glucose reading 150 mg/dL updated')).toBeTruthy();
    expect(urlOfCall(fetchMock, 1)).toContain('before=10-20');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('filters by type and says when there is nothing', async () => {
    const fetchMock = stubFetch(jsonResponse(200, { entries: [updated], nextBefore: null }), jsonResponse(200, { entries: [], nextBefore: null }));
    renderWithProviders(<ActivityHistory />, { path: '/activity' });
    await screen.findByText('Glucose reading 150 mg/dL updated');
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'Access');
    expect(await screen.findByText('No activity yet.')).toBeTruthy();
    expect(urlOfCall(fetchMock, 1)).toContain('entityType=account');
  });

  it('shows records logged together as one entry that expands to list them, with their own times', async () => {
    const group = { id: '44444444-4444-4444-8444-444444444444', kind: 'uploader' as const, count: 2, firstAt: '2025-03-02T15:00:00', occurredFrom: '2025-03-02T07:00:00', occurredTo: '2025-03-02T07:05:00', device: 'xDrip' };
    const day = entry('e4', '2025-03-02T15:10:00', { actor: { role: 'uploader' }, summary: 'xDrip: 2 glucose readings logged', group });
    const records = [entry('e5', '2025-03-02T15:10:00', { summary: 'Glucose reading 120 mg/dL logged', occurredAt: '2025-03-02T07:05:00' }), entry('e6', '2025-03-02T15:00:00', { summary: 'Glucose reading 118 mg/dL logged', occurredAt: '2025-03-02T07:00:00' })];
    const fetchMock = stubFetch(jsonResponse(200, { entries: [day], nextBefore: null }), jsonResponse(200, { entries: records, nextBefore: null }));
    renderWithProviders(<ActivityHistory />, { path: '/activity' });
    const item = (await screen.findByText('xDrip: 2 glucose readings logged')).closest('li')!;
    expect(item.textContent).toContain('Recorded 3:00 PM – 3:10 PM · Readings from Mar 2, 7:00 AM to Mar 2, 7:05 AM · Your CGM uploader (xDrip)');
    expect(screen.queryByText('Glucose reading 120 mg/dL logged')).toBeNull();
    await userEvent.click(within(item).getByRole('button', { name: 'Show the 2 readings' }));
    const first = (await screen.findByText('Glucose reading 120 mg/dL logged')).closest('li')!;
    expect(first.textContent).toContain('Recorded 3:10 PM · Reading time Mar 2, 7:05 AM');
    expect(screen.getByText('Glucose reading 118 mg/dL logged')).toBeTruthy();
    expect(urlOfCall(fetchMock, 1)).toContain(`group=${group.id}`);
    expect(within(item).getByRole('button', { name: 'Hide the readings' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('shows an error when the history cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch(jsonResponse(500, { message: 'Something went wrong. Please try again.' }));
    renderWithProviders(<ActivityHistory />, { path: '/activity' });
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load your activity. Please try again.');
    expect(screen.queryByText('No activity yet.')).toBeNull();
  });
});
