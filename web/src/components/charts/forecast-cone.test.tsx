// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { scaleLinear, scaleTime } from '@visx/scale';
import { forecastGlucose } from '@glyco/contracts';
import { ForecastCone } from './forecast-cone';

afterEach(cleanup);

const t0 = Date.UTC(2026, 0, 1, 3, 0);
const readings = [150, 146, 141, 135, 128, 121, 114].map((mgdl, i) => ({ at: t0 + i * 300_000, mgdl }));
const last = readings.at(-1)!;
const xScale = scaleTime({ domain: [new Date(t0), new Date(last.at + 3_600_000)], range: [0, 600] });
const yScale = scaleLinear({ domain: [40, 300], range: [300, 0] });

/** The [x, y] pairs of an SVG path of M and L commands. */
const pointsOf = (d: string) => d.slice(1).split('L').map((pair) => pair.split(',').map(Number));

function draw(points = forecastGlucose(readings), toAxisUnit = (mgdl: number) => mgdl) {
  return render(
    <svg>
      <ForecastCone points={points} from={last} xScale={xScale} yScale={yScale} toAxisUnit={toAxisUnit} />
    </svg>,
  ).container;
}

describe('ForecastCone', () => {
  it('draws the cone and the dashed line from the last reading to an hour after it', () => {
    const container = draw();
    const cone = container.querySelector('[data-testid="forecast-cone"]');
    expect(cone?.querySelectorAll('path')).toHaveLength(2);
    const line = cone!.querySelector('path[stroke-dasharray]')!.getAttribute('d')!;
    const drawn = pointsOf(line);
    expect(drawn).toHaveLength(13);
    expect(drawn[0]![0]).toBeCloseTo(xScale(new Date(last.at)), 2);
    expect(drawn[0]![1]).toBeCloseTo(yScale(last.mgdl), 2);
    expect(drawn[12]![0]).toBeCloseTo(xScale(new Date(last.at + 3_600_000)), 2);
  });

  it('places values in the chart unit it is given', () => {
    const inMmol = draw(undefined, (mgdl) => mgdl / 18);
    const line = inMmol.querySelector('path[stroke-dasharray]')!.getAttribute('d')!;
    expect(pointsOf(line)[0]![1]).toBeCloseTo(yScale(last.mgdl / 18), 2);
  });

  it('draws nothing without a forecast', () => {
    expect(draw([]).querySelector('[data-testid="forecast-cone"]')).toBeNull();
  });
});
