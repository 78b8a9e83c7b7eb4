import { describe, expect, it } from 'vitest';
import { laneCount, layoutMarkerLanes, type PlacedMarker } from './marker-lanes';

const options = { bounds: 1000, gap: 2 };
const overlaps = (a: PlacedMarker<{ x: number; width: number }>, b: PlacedMarker<{ x: number; width: number }>) =>
  a.lane === b.lane && a.left < b.left + b.width + options.gap && b.left < a.left + a.width + options.gap;

function expectNoOverlap(placed: PlacedMarker<{ x: number; width: number }>[]) {
  for (const [i, a] of placed.entries()) for (const b of placed.slice(i + 1)) expect(overlaps(a, b), `${a.x} and ${b.x}`).toBe(false);
}

describe('marker lanes', () => {
  it('keeps markers far apart in the first lane, centred on their times', () => {
    const placed = layoutMarkerLanes([{ x: 100, width: 40 }, { x: 300, width: 40 }], options);
    expect(placed.map((marker) => [marker.lane, marker.left])).toEqual([[0, 80], [0, 280]]);
  });

  it('puts a meal and its bolus at the same minute in two lanes', () => {
    const placed = layoutMarkerLanes([{ x: 500, width: 44, kind: 'meal' }, { x: 500, width: 36, kind: 'dose' }], options);
    expect(placed.map((marker) => marker.lane).sort()).toEqual([0, 1]);
    expectNoOverlap(placed);
  });

  it('lays out a cluster of SMBs, boluses and meals with no two boxes overlapping', () => {
    const cluster = Array.from({ length: 12 }, (_, i) => ({ x: 400 + i * 9, width: 20 + (i % 3) * 12 }));
    const placed = layoutMarkerLanes(cluster, options);
    expectNoOverlap(placed);
    expect(laneCount(placed)).toBeGreaterThan(1);
    expect(laneCount(placed)).toBeLessThan(cluster.length);
  });

  it('reuses a lane once the earlier marker has ended', () => {
    const placed = layoutMarkerLanes([{ x: 100, width: 40 }, { x: 110, width: 40 }, { x: 160, width: 40 }], options);
    expect(placed.map((marker) => marker.lane)).toEqual([0, 1, 0]);
  });

  it('moves a marker at the edge of the day inside the chart', () => {
    const [first, last] = layoutMarkerLanes([{ x: 2, width: 40 }, { x: 999, width: 40 }], options);
    expect(first?.left).toBe(0);
    expect(last?.left).toBe(960);
  });
});
