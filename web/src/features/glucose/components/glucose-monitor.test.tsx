// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fillPath } from '@glyco/contracts';
import { glucoseRoutes } from '@glyco/contracts/api-routes/glucose';
import { toastsAtom } from '../../../lib/toasts';
import { jsonResponse, stubFetch } from '../../../testing/fetch-stub';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { cgmMetrics, statsOf } from '../../../testing/glucose-metrics';
import { stubResizeObserver } from '../../../testing/resize-observer-stub';
import { GlucoseMonitor } from './glucose-monitor';

const now = Date.now();
const reading = (id: string, value: number, minutesAgo: number) => ({
  _id: id, value, unit: 'mg/dL', entered: { value, unit: 'mg/dL' }, timestamp: new Date(now - minutesAgo * 60_000).toISOString(),
  timezoneOffsetMinutes: 0, mealContext: 'Fasting', readingType: 'Manual', feeling: 'Normal', notes: '', tags: ['am'],
});
const readings = [reading('r3', 200, 10), reading('r2', 60, 20), reading('r1', 100, 30)];
// The server's figures of the whole period, unlike the three readings the list shows.
const stats = statsOf(cgmMetrics({ episodes: null }));
const episode = { kind: 'hypo', level: 2, start: '2026-11-18T03:05:00.000Z', end: '2026-11-18T03:40:00.000Z', durationMinutes: 35, extended: false, extremeMgdl: 40, endedByGap: false };
const episodes = { window: stats.window, episodes: [episode] };
const bucket = (minutesAgo: number, min: number, max: number) => ({ start: new Date(now - minutesAgo * 60_000).toISOString(), count: 7, min, max, mean: (min + max) / 2, below: min < 70 ? 1 : 0, above: max > 180 ? 2 : 0 });
const trace = {
  window: { start: new Date(now - 7 * 86_400_000).toISOString(), end: new Date(now).toISOString() }, bucketMinutes: 35, target: { min: 70, max: 180 },
  buckets: [bucket(140, 90, 150), bucket(105, 60, 120), bucket(70, 110, 230), bucket(35, 100, 140)],
};

beforeEach(stubResizeObserver);
afterEach(() => vi.unstubAllGlobals());

describe('GlucoseMonitor', () => {
  it('shows the server figures of the whole period, named by their window, and lists readings', async () => {
    stubFetch(jsonResponse(200, readings), jsonResponse(200, stats), jsonResponse(200, episodes), jsonResponse(200, trace));
    renderWithProviders(<GlucoseMonitor />, { path: '/glucose' });
    expect(await screen.findByText('Reading History')).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Period summary' });
    expect(within(summary).getByText(/^Mon 16 - Sun 22 Nov( 2026)? · 2,016 CGM readings$/)).toBeTruthy();
    expect(within(summary).getByText('Average').nextSibling?.textContent).toBe('152mg/dL');
    expect(within(summary).getByText('In Range %').nextSibling?.textContent).toBe('68.2%70–180 mg/dL');
    expect(within(summary).getByText('Lowest').nextSibling?.textContent).toBe('40mg/dLVery low');
    expect(within(summary).getByText('Highest').nextSibling?.textContent).toBe('320mg/dLVery high');
    expect(screen.getAllByRole('row', { name: /reading of/ })).toHaveLength(3);
    const chart = screen.getByRole('region', { name: 'Glucose Trend' });
    expect(within(chart).getByText(/· 28 readings, mean and range of every 35 min$/)).toBeTruthy();
    expect(screen.getByText('Not enough sensor data for reliable metrics')).toBeTruthy();
    expect(screen.getByText('GMI (estimated A1c)').nextSibling?.textContent).toBe('Not shownGMI needs 14 days of CGM data with 70 % wear; this period has 7.0 days, CGM active 100.0 %.');
    const listed = within(screen.getByRole('region', { name: 'Episodes' }));
    expect(listed.getByText('Episodes of 15 minutes or more: 1')).toBeTruthy();
    expect(listed.getByRole('row', { name: /Level 2 hypoglycaemia/ }).textContent).toMatch(/^Level 2 hypoglycaemia(Nov 18, \d{1,2}:05 [AP]M){2}35 min40$/);
  });

  it('deletes a reading after confirmation and reloads', async () => {
    const fetchMock = stubFetch(
      jsonResponse(200, readings), jsonResponse(200, stats), jsonResponse(200, episodes), jsonResponse(200, trace),
      jsonResponse(204, null),
      jsonResponse(200, readings.slice(1)), jsonResponse(200, stats), jsonResponse(200, episodes), jsonResponse(200, trace),
    );
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { store } = renderWithProviders(<GlucoseMonitor />, { path: '/glucose' });
    const rows = await screen.findAllByRole('row', { name: /reading of/ });
    await userEvent.click(within(rows[0]!).getByRole('button', { name: /Delete/ }));
    expect(window.confirm).toHaveBeenCalledWith('Are you sure you want to delete this reading?');
    await waitFor(() => expect(screen.getAllByRole('row', { name: /reading of/ })).toHaveLength(2));
    expect((fetchMock.mock.calls[4] as unknown as [string, RequestInit])[0]).toBe(fillPath(glucoseRoutes.delete.path, { id: 'r3' }));
    expect(store.get(toastsAtom).map((toast) => toast.message)).toEqual(['Reading deleted successfully.']);
  });

  it('reports a failed delete with its status', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch(jsonResponse(200, readings), jsonResponse(200, stats), jsonResponse(200, episodes), jsonResponse(200, trace), new Response('oops', { status: 500, statusText: 'Internal Server Error' }));
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { store } = renderWithProviders(<GlucoseMonitor />, { path: '/glucose' });
    const rows = await screen.findAllByRole('row', { name: /reading of/ });
    await userEvent.click(within(rows[0]!).getByRole('button', { name: /Delete/ }));
    await waitFor(() => expect(store.get(toastsAtom)).toHaveLength(1));
    expect(store.get(toastsAtom)[0]?.message).toBe('Error: 500 Internal Server Error. Please try again.');
  });
});
