import { describe, expect, it } from 'vitest';
import { curveDurationHours, INSULIN_PEAK_MINUTES, insulinKindLabel, insulinOnBoard, insulinOnBoardFraction } from './insulin-on-board';

/**
 * Fraction of 1 U left at 0, 60, 120, 180, 240 and 300 minutes, from oref0's published
 * exponential curve (openaps/oref0 lib/iob/calculate.js, iobCalcExponential: tau, a and S as
 * written there), evaluated separately in Python to four decimals:
 *   tau = tp(1 - tp/td)/(1 - 2tp/td); a = 2tau/td; S = 1/(1 - a + (1 + a)e^(-td/tau))
 *   iob = 1 - S(1 - a)((t^2/(tau td (1 - a)) - t/tau - 1)e^(-t/tau) + 1)
 */
const OREF0_TABLE = [
  { hours: 5, peak: 75, left: [1, 0.764, 0.4106, 0.1588, 0.0329, 0] },
  { hours: 5, peak: 55, left: [1, 0.6679, 0.2883, 0.0884, 0.0146, 0] },
  { hours: 6, peak: 75, left: [1, 0.7793, 0.4498, 0.2082, 0.0727, 0.0139] },
  { hours: 6, peak: 55, left: [1, 0.6807, 0.3144, 0.1147, 0.0316, 0.0048] },
];
const MINUTES = [0, 60, 120, 180, 240, 300];

describe('insulinOnBoardFraction against oref0', () => {
  for (const { hours, peak, left } of OREF0_TABLE) {
    it(`matches oref0 over ${hours} h with the peak at ${peak} min`, () => {
      MINUTES.forEach((minute, index) => expect(insulinOnBoardFraction(minute, hours * 60, peak)).toBeCloseTo(left[index]!, 4));
    });
  }

  it('leaves about 0.45 U of 1 U after 2 hours over 6 hours, as Loop counts, not 0.34', () => {
    expect(insulinOnBoardFraction(120, 360, 75)).toBeCloseTo(0.45, 2);
  });

  it('is the whole dose at injection and before it, nothing at and after the full duration', () => {
    expect(insulinOnBoardFraction(-5, 300, 75)).toBe(1);
    expect(insulinOnBoardFraction(300, 300, 75)).toBe(0);
    expect(insulinOnBoardFraction(330, 300, 75)).toBe(0);
  });

  it('only ever decreases', () => {
    for (const duration of [300, 360, 480]) {
      for (const peak of [55, 75]) {
        let previous = 1;
        for (let minute = 1; minute <= duration; minute += 1) {
          const fraction = insulinOnBoardFraction(minute, duration, peak);
          expect(fraction).toBeLessThanOrEqual(previous);
          previous = fraction;
        }
      }
    }
  });
});

describe('the curve a person gets', () => {
  it('peaks at 75 minutes for rapid-acting insulin and 55 for ultra-rapid', () => {
    expect(INSULIN_PEAK_MINUTES).toEqual({ rapidActing: 75, ultraRapid: 55 });
    expect(insulinKindLabel('ultraRapid')).toBe('Ultra-rapid, peak 55 min: Fiasp, Lyumjev');
  });

  it('runs at least 5 hours: a duration saved as 2 to 4 hours counts as 5, as oref0 requires', () => {
    expect(curveDurationHours(2)).toBe(5);
    expect(curveDurationHours(4)).toBe(5);
    expect(curveDurationHours(6.5)).toBe(6.5);
  });
});

describe('insulinOnBoard', () => {
  const now = new Date('2025-03-03T12:00:00Z');
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3600_000);

  it('sums what is left of each bolus on the kind of insulin and ignores those older than the duration', () => {
    const boluses = [
      { units: 4, at: hoursAgo(1) },
      { units: 2, at: hoursAgo(0) },
      { units: 10, at: hoursAgo(5) },
      { units: 10, at: hoursAgo(7) },
    ];
    expect(insulinOnBoard(boluses, now, { durationHours: 5, kind: 'rapidActing' })).toBeCloseTo(4 * 0.764 + 2, 3);
    expect(insulinOnBoard(boluses, now, { durationHours: 5, kind: 'ultraRapid' })).toBeCloseTo(4 * 0.6679 + 2, 3);
  });

  it('is 0 with no boluses', () => {
    expect(insulinOnBoard([], now, { durationHours: 5, kind: 'rapidActing' })).toBe(0);
  });
});
