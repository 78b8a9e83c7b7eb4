// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentGlucose } from '@glyco/contracts';
import { jsonResponse, stubFetch } from '../../../testing/fetch-stub';
import { cgmMetrics, meterMetrics, statsOf } from '../../../testing/glucose-metrics';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { stubResizeObserver } from '../../../testing/resize-observer-stub';
import { Dashboard } from './dashboard';

const readings = [250, 150, 60].map((value, index) => ({
  _id: `r${index}`, value, unit: 'mg/dL', entered: { value, unit: 'mg/dL' }, timestamp: new Date(Date.UTC(2025, 0, 1, 12 - index)).toISOString(),
  timezoneOffsetMinutes: 0, mealContext: 'Before Meal', readingType: 'CGM', feeling: 'Normal', notes: '', tags: [],
}));
const meal = { _id: 'm1', mealType: 'Lunch', timestamp: '2025-01-01T12:00:00.000Z', timezoneOffsetMinutes: 0, foodItems: [], totalCarbs: 45.4, totalCalories: 500, notes: '' };
const dose = { _id: 'd1', insulinType: 'Bolus', brand: '', units: 4.5, timestamp: '2025-01-01T12:00:00.000Z', timezoneOffsetMinutes: 0, injectionSite: 'Arm', notes: '' };
const meals = { meals: [meal], totalCount: 1 };
const doses = { doses: [dose], totalPages: 1, totalCount: 1 };

/** A time this many minutes (and a few seconds) before now: the tile counts a reading's age on the device's clock. */
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000 - 5_000).toISOString();

function current(overrides: Partial<CurrentGlucose> = {}): CurrentGlucose {
  return {
    reading: { value: 250, timestamp: minutesAgo(4), readingType: 'CGM' },
    ageMinutes: 4,
    trend: { trend: 'risingSlowly', rateMgdlPerMinute: 1.4, from: 'readings' },
    window: 'last24Hours',
    stats: statsOf(cgmMetrics({ count: 288, readings: { cgm: 288, meter: 0 } })),
    ...overrides,
  };
}

beforeEach(stubResizeObserver);
afterEach(() => vi.unstubAllGlobals());

describe('Dashboard', () => {
  it('shows the current glucose and the server figures of the window it names', async () => {
    stubFetch(jsonResponse(200, current()), jsonResponse(200, readings), jsonResponse(200, meals), jsonResponse(200, doses), jsonResponse(200, readings));
    renderWithProviders(<Dashboard />, { path: '/dashboard' });
    const tile = await screen.findByRole('region', { name: 'Current Glucose' });
    expect(within(tile).getByText('Glucose').nextSibling?.textContent).toBe('250mg/dL');
    expect(within(tile).getByText('Level').nextSibling?.textContent).toBe('High');
    expect(within(tile).getByText('Trend').nextSibling?.textContent).toBe('↗Rising slowly');
    expect(within(tile).getByText('Age').nextSibling?.textContent).toBe('4 min ago');
    expect(within(tile).queryByText(/Not current/)).toBeNull();

    const overview = screen.getByRole('region', { name: 'Glucose Overview' });
    expect(within(overview).getByText('Last 24 hours · 288 CGM readings')).toBeTruthy();
    expect(within(overview).getByText('Average').nextSibling?.textContent).toBe('152mg/dL');
    expect(within(overview).getByText('In Range %').nextSibling?.textContent).toBe('68.2%');
    expect(within(overview).getByText('Below Range %').nextSibling?.textContent).toBe('3.5%');
    expect(within(overview).getByText('Above Range %').nextSibling?.textContent).toBe('28.3%');
    expect(within(overview).getByText('Last 24 hours')).toBeTruthy();
    expect(screen.getByText('45 g carbs')).toBeTruthy();
    expect(screen.getByText('4.5 units')).toBeTruthy();
  });

  it('says when the newest reading is too old to tell the glucose now', async () => {
    const old = current({ reading: { value: 250, timestamp: minutesAgo(42), readingType: 'CGM' }, ageMinutes: 42, trend: null });
    stubFetch(jsonResponse(200, old), jsonResponse(200, readings), jsonResponse(200, meals), jsonResponse(200, doses), jsonResponse(200, []));
    renderWithProviders(<Dashboard />, { path: '/dashboard' });
    const tile = await screen.findByRole('region', { name: 'Current Glucose' });
    expect(within(tile).getByText('Age').nextSibling?.textContent).toBe('No reading for 42 min');
    expect(within(tile).getByText(/this reading is 42 min old/)).toBeTruthy();
    expect(within(tile).getByText('No trend')).toBeTruthy();
  });

  it('names the last 50 readings for a person without CGM data', async () => {
    const meter = current({ reading: { value: 120, timestamp: readings[0]!.timestamp, readingType: 'Manual' }, trend: null, window: 'last50Readings', stats: statsOf(meterMetrics()) });
    stubFetch(jsonResponse(200, meter), jsonResponse(200, readings), jsonResponse(200, meals), jsonResponse(200, doses), jsonResponse(200, readings));
    renderWithProviders(<Dashboard />, { path: '/dashboard' });
    const overview = await screen.findByRole('region', { name: 'Glucose Overview' });
    expect(within(overview).getByText('Last 50 readings · 12 meter readings')).toBeTruthy();
    expect(within(overview).getByText('Last 3 readings')).toBeTruthy();
    expect(screen.queryByText(/sensor data/)).toBeNull();
  });

  it('shows a dismissible error banner when the data cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch(...Array.from({ length: 5 }, () => new TypeError('Failed to fetch')));
    renderWithProviders(<Dashboard />, { path: '/dashboard' });
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toBe('Error: Network error: Could not reach the server.×');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss error' }));
    await waitFor(() => expect(screen.queryByText(/Network error/)).toBeNull());
  });

  it('reports the server message of a failed load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch(jsonResponse(503, { message: 'Service unavailable' }), jsonResponse(200, []), jsonResponse(200, { meals: [], totalCount: 0 }), jsonResponse(200, { doses: [], totalPages: 0, totalCount: 0 }), jsonResponse(200, []));
    renderWithProviders(<Dashboard />, { path: '/dashboard' });
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch data: Service unavailable');
  });
});
