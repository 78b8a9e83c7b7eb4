import { describe, expect, it } from 'vitest';
import { insulinOnBoard } from '@glyco/contracts';
import { onBoardAt } from './on-board-events';

const t0 = Date.UTC(2024, 0, 1, 12);
const minutes = (m: number) => new Date(t0 + m * 60_000);
const events = { boluses: [{ units: 4, at: minutes(-60) }, { units: 2, at: minutes(10) }], meals: [{ grams: 60, at: minutes(-60) }] };

describe('onBoardAt', () => {
  it('reads only what was given up to the forecast origin', () => {
    const figures = onBoardAt(events, t0, 30);
    expect(figures.iob).toBeCloseTo(insulinOnBoard([events.boluses[0]!], minutes(0), { durationHours: 5, kind: 'rapidActing' }), 6);
    // 60 g eaten an hour ago, absorbed over 3 hours: 40 g left, 10 g of them in the next 30 minutes.
    expect(figures.cob).toBeCloseTo(40, 6);
    expect(figures.carbsAbsorbed).toBeCloseTo(10, 6);
  });

  it('counts the insulin acting over the horizon as what leaves the board by its end', () => {
    const figures = onBoardAt(events, t0, 30);
    const later = insulinOnBoard([events.boluses[0]!], minutes(30), { durationHours: 5, kind: 'rapidActing' });
    expect(figures.insulinActing).toBeCloseTo(figures.iob - later, 6);
    expect(figures.insulinActing).toBeGreaterThan(0);
  });
});
