// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BAND_COLOURS, type GlucoseTrace } from '@glyco/contracts';
import { describeTrace, traceChartBuckets, traceYDomain } from '../../lib/glucose/glucose-trace';
import { GlucoseTraceChart, type TraceChartEvent } from './glucose-trace-chart';

afterEach(cleanup);

const START = Date.parse('2025-01-01T00:00:00.000Z');
const bucket = (index: number, min: number, max: number) => ({
  start: new Date(START + index * 60 * 60_000).toISOString(), count: 12, min, max, mean: (min + max) / 2, below: min < 70 ? 2 : 0, above: max > 180 ? 3 : 0,
});
// Hourly buckets with an empty one (index 3) and a lone one after it.
const trace: GlucoseTrace = {
  window: { start: new Date(START).toISOString(), end: new Date(START + 8 * 3_600_000).toISOString() },
  bucketMinutes: 60,
  target: { min: 70, max: 180 },
  buckets: [bucket(0, 90, 150), bucket(1, 60, 120), bucket(2, 110, 230), bucket(6, 100, 140)],
};

function draw(data = trace, events: TraceChartEvent[] = []) {
  return render(
    <GlucoseTraceChart
      data={traceChartBuckets(data, 'mg/dL')}
      bucketMinutes={data.bucketMinutes}
      width={600}
      height={300}
      yDomain={traceYDomain(data, 'mg/dL')}
      xDomain={[new Date(data.window.start), new Date(data.window.end)]}
      band={{ min: 70, max: 180 }}
      formatX={(date) => date.toISOString().slice(11, 16)}
      unitLabel="mg/dL"
      title="Glucose over the period"
      description={describeTrace(data, 'mg/dL')}
      events={events}
    />,
  );
}

describe('GlucoseTraceChart', () => {
  it('draws the mean line and its envelope per run of buckets, breaking where buckets are missing', () => {
    const { container } = draw();
    const runs = container.querySelectorAll('[data-testid="trace-run"]');
    expect(runs).toHaveLength(2);
    expect(runs[0]!.querySelector('path[stroke="#0284c7"]')?.getAttribute('d')?.match(/L/g)).toHaveLength(2);
    // A lone bucket has no line to join: a dot.
    expect(runs[1]!.querySelectorAll('circle')).toHaveLength(1);
    expect(container.querySelector('[data-testid="target-band"]')?.getAttribute('fill')).toBe(BAND_COLOURS.inRange);
  });

  it('marks each bucket that went low at its lowest and each that went high at its highest, in the level colours', () => {
    const { container } = draw();
    const marks = [...container.querySelectorAll('[data-testid="trace-marks"] circle')].map((circle) => circle.getAttribute('fill'));
    expect(marks).toEqual([BAND_COLOURS.low, BAND_COLOURS.high]);
  });

  it('shows a meal and its dose at the same minute one above the other, neither hidden', () => {
    const at = new Date(START + 2 * 3_600_000);
    const { container } = draw(trace, [{ date: at, kind: 'dose', label: 'Bolus, 4 units' }, { date: at, kind: 'meal', label: 'Lunch, 45 g carbs' }]);
    const placeOf = (kind: string) => container.querySelector(`[data-testid="${kind}-mark"]`)?.getAttribute('transform');
    const [meal, dose] = [placeOf('meal'), placeOf('dose')].map((transform) => transform!.match(/translate\(([\d.]+),([\d.]+)\)/)!.slice(1).map(Number));
    expect(meal![0]).toBe(dose![0]);
    expect(dose![1]! - meal![1]!).toBeGreaterThanOrEqual(11);
  });

  it('describes the period for screen readers', () => {
    draw();
    expect(screen.getByRole('img', { name: /^Glucose over the period 48 readings from .* as the mean and the range of every 1 h\. Lowest 60, highest 230 mg\/dL; 2 readings below and 3 above the target range\.$/ })).toBeTruthy();
  });

  it('tells a lowest or highest at a sensor\'s limit as the sensor showed it', () => {
    const buckets = [{ ...bucket(0, 39, 150), minSensorLimit: 'below' as const }, { ...bucket(1, 90, 401), maxSensorLimit: 'above' as const }];
    expect(describeTrace({ ...trace, buckets }, 'mg/dL')).toContain('Lowest below 40, highest above 400 mg/dL');
  });
});
