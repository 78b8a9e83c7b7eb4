// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastsAtom } from '../../../lib/toasts';
import { jsonResponse, stubFetch } from '../../../testing/fetch-stub';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { stubResizeObserver } from '../../../testing/resize-observer-stub';
import { GlucoseMonitor } from './glucose-monitor';

const now = Date.now();
const reading = (id: string, value: number, minutesAgo: number) => ({
  _id: id, value, unit: 'mg/dL', entered: { value, unit: 'mg/dL' }, timestamp: new Date(now - minutesAgo * 60_000).toISOString(),
  timezoneOffsetMinutes: 0, mealContext: 'Fasting', readingType: 'Manual', feeling: 'Normal', notes: '', tags: ['am'],
});
const readings = [reading('r3', 200, 10), reading('r2', 60, 20), reading('r1', 100, 30)];
const stats = {
  average: 120, min: 60, max: 200, inRangePercentage: 33.3, belowRangePercentage: 33.3, aboveRangePercentage: 33.4, count: 3,
  sd: 70, cv: 58.3, gmi: 6.2, bands: { veryLow: 0, low: 33.3, inRange: 33.3, high: 33.4, veryHigh: 0 }, daysCovered: 1, cgmActivePercentage: 1, sufficient: false,
};

beforeEach(stubResizeObserver);
afterEach(() => vi.unstubAllGlobals());

describe('GlucoseMonitor', () => {
  it('summarises the period, lists readings and shows the consensus metrics', async () => {
    stubFetch(jsonResponse(200, readings), jsonResponse(200, stats));
    renderWithProviders(<GlucoseMonitor />, { path: '/glucose' });
    expect(await screen.findByText('Reading History')).toBeTruthy();
    expect(screen.getByText('Average').nextSibling?.textContent).toContain('120');
    expect(screen.getByText('Lowest').nextSibling?.textContent).toContain('60');
    expect(screen.getByText('Highest').nextSibling?.textContent).toContain('200');
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(screen.getByText('6.2%')).toBeTruthy();
    expect(screen.getByText(/Not enough data for reliable metrics/)).toBeTruthy();
  });

  it('deletes a reading after confirmation and reloads', async () => {
    const fetchMock = stubFetch(
      jsonResponse(200, readings), jsonResponse(200, stats),
      jsonResponse(204, null),
      jsonResponse(200, readings.slice(1)), jsonResponse(200, stats),
    );
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { store } = renderWithProviders(<GlucoseMonitor />, { path: '/glucose' });
    const rows = await screen.findAllByRole('row');
    await userEvent.click(within(rows[1]!).getByRole('button', { name: /Delete/ }));
    expect(window.confirm).toHaveBeenCalledWith('Are you sure you want to delete this reading?');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3));
    expect((fetchMock.mock.calls[2] as unknown as [string, RequestInit])[0]).toBe('/api/glucose/r3');
    expect(store.get(toastsAtom).map((toast) => toast.message)).toEqual(['Reading deleted successfully.']);
  });

  it('reports a failed delete with its status', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch(jsonResponse(200, readings), jsonResponse(200, stats), new Response('oops', { status: 500, statusText: 'Internal Server Error' }));
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { store } = renderWithProviders(<GlucoseMonitor />, { path: '/glucose' });
    const rows = await screen.findAllByRole('row');
    await userEvent.click(within(rows[1]!).getByRole('button', { name: /Delete/ }));
    await waitFor(() => expect(store.get(toastsAtom)).toHaveLength(1));
    expect(store.get(toastsAtom)[0]?.message).toBe('Error: 500 Internal Server Error. Please try again.');
  });
});
