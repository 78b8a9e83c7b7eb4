// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../../testing/fetch-stub';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { stubResizeObserver } from '../../../testing/resize-observer-stub';
import { Dashboard } from './dashboard';

const readings = [250, 150, 60].map((value, index) => ({
  _id: `r${index}`, value, unit: 'mg/dL', entered: { value, unit: 'mg/dL' }, timestamp: new Date(Date.UTC(2025, 0, 1, 12 - index)).toISOString(),
  timezoneOffsetMinutes: 0, mealContext: 'Before Meal', readingType: 'Manual', feeling: 'Normal', notes: '', tags: [],
}));
const meal = { _id: 'm1', mealType: 'Lunch', timestamp: '2025-01-01T12:00:00.000Z', timezoneOffsetMinutes: 0, foodItems: [], totalCarbs: 45.4, totalCalories: 500, notes: '' };
const dose = { _id: 'd1', insulinType: 'Bolus', brand: '', units: 4.5, timestamp: '2025-01-01T12:00:00.000Z', timezoneOffsetMinutes: 0, injectionSite: 'Arm', notes: '' };

beforeEach(stubResizeObserver);
afterEach(() => vi.unstubAllGlobals());

describe('Dashboard', () => {
  it('computes the stats in the browser and lists the latest entries', async () => {
    stubFetch(jsonResponse(200, readings), jsonResponse(200, { meals: [meal], totalCount: 1 }), jsonResponse(200, { doses: [dose], totalPages: 1, totalCount: 1 }));
    renderWithProviders(<Dashboard />, { path: '/dashboard' });
    expect(await screen.findByText('Glucose Overview')).toBeTruthy();
    expect(screen.getByText('Average').nextSibling?.textContent).toContain('153');
    expect(screen.getByText('In Range %').nextSibling?.textContent).toBe('33%');
    expect(screen.getByText('Below Range %').nextSibling?.textContent).toBe('33%');
    expect(screen.getByText('Above Range %').nextSibling?.textContent).toBe('33%');
    expect(screen.getByText('45 g carbs')).toBeTruthy();
    expect(screen.getByText('4.5 units')).toBeTruthy();
  });

  it('shows a dismissible error banner when the data cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch(new TypeError('Failed to fetch'), new TypeError('Failed to fetch'), new TypeError('Failed to fetch'));
    renderWithProviders(<Dashboard />, { path: '/dashboard' });
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toBe('Error: Network error: Could not reach the server.×');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss error' }));
    await waitFor(() => expect(screen.queryByText(/Network error/)).toBeNull());
  });

  it('reports the server message of a failed load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch(jsonResponse(503, { message: 'Service unavailable' }), jsonResponse(200, { meals: [], totalCount: 0 }), jsonResponse(200, { doses: [], totalPages: 0, totalCount: 0 }));
    renderWithProviders(<Dashboard />, { path: '/dashboard' });
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch data: Service unavailable');
  });
});
