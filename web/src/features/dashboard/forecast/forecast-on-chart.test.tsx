// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TARGET_RANGE, type CurrentGlucose, type GlucoseReading } from '@glyco/contracts';
import { cgmMetrics, statsOf } from '../../../testing/glucose-metrics';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { stubResizeObserver } from '../../../testing/resize-observer-stub';
import { GlucoseOverview } from '../components/glucose-overview';

const now = Date.UTC(2026, 10, 28, 12, 0);
const reading = (minutesAgo: number, value: number): GlucoseReading => ({
  _id: `r${minutesAgo}`, value, unit: 'mg/dL', entered: { value, unit: 'mg/dL' }, timestamp: new Date(now - minutesAgo * 60_000).toISOString(),
  timezoneOffsetMinutes: 0, mealContext: 'Not Specified', readingType: 'CGM', feeling: 'Normal', notes: '', tags: [],
});
const current: CurrentGlucose = { reading: null, ageMinutes: 2, trend: null, window: 'last24Hours', stats: statsOf(cgmMetrics({ count: 288, readings: { cgm: 288, meter: 0 } })) };

/** Seven readings 5 minutes apart, the newest this many minutes before now, newest first as the API lists them. */
const falling = (newestMinutesAgo: number) => [114, 121, 128, 135, 141, 146, 150].map((value, i) => reading(newestMinutesAgo + i * 5, value));

function renderOverview(readings: GlucoseReading[]) {
  const lastDay = { readings, start: new Date(now - 86_400_000), end: new Date(now) };
  renderWithProviders(<GlucoseOverview current={current} readings={readings} lastDay={lastDay} unit="mg/dL" target={DEFAULT_TARGET_RANGE} />);
}

beforeEach(() => {
  stubResizeObserver();
  // jsdom lays nothing out: the chart's box is given a desktop width so the chart draws.
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("the dashboard's 24-hour chart", () => {
  it('draws the next hour as a cone after a recent last reading, and says what it is', async () => {
    renderOverview(falling(2));
    expect(await screen.findByTestId('forecast-cone')).toBeTruthy();
    expect(screen.getByTestId('forecast-caption').textContent).toMatch(/^Forecast, next hour/);
  });

  it('draws no cone and no caption when the last reading is more than 10 minutes old', async () => {
    renderOverview(falling(12));
    await screen.findByRole('img', { name: /last 24 hours/ });
    expect(screen.queryByTestId('forecast-cone')).toBeNull();
    expect(screen.queryByTestId('forecast-caption')).toBeNull();
  });
});
