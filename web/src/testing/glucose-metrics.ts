import { GMI_NEEDS, GMI_NEEDS_CGM, GMI_NO_READINGS, glucoseStatsOf, type GlucoseMetrics, type GlucoseStats } from '@glyco/contracts';

/** A week of CGM figures as the server would give them; override what a test is about. */
export function cgmMetrics(overrides: Partial<GlucoseMetrics> = {}): GlucoseMetrics {
  return {
    window: { start: new Date(2026, 10, 16).toISOString(), end: new Date(2026, 10, 23).toISOString() },
    source: 'cgm',
    count: 2016,
    readings: { cgm: 2016, meter: 0 },
    mean: 152.3,
    sd: 48.1,
    cv: 31.6,
    // A week is too short for GMI (14 days at 70 % wear).
    gmi: null,
    gmiReason: `${GMI_NEEDS}; this period has 7.0 days, CGM active 100.0 %.`,
    min: 40,
    max: 320,
    minSensorLimit: null,
    maxSensorLimit: null,
    bands: { veryLow: 0.4, low: 3.1, inRange: 68.2, high: 21.0, veryHigh: 7.3 },
    belowRangePercent: 3.5,
    aboveRangePercent: 28.3,
    tightRangePercent: 44.9,
    target: { min: 70, max: 180 },
    targetPercent: { below: 3.5, inRange: 68.2, above: 28.3 },
    gri: { value: 33.8, hypoComponent: 2.9, hyperComponent: 17.8, zone: 'B' },
    wear: { samplingIntervalMinutes: 5, activePercent: 100, wearDays: 7, periodDays: 7, sufficient: false },
    episodes: {
      hypo: { level1: { count: 3, meanDurationMinutes: 35 }, level2: { count: 1, meanDurationMinutes: 20 }, extended: 0 },
      hyper: { level1: { count: 9, meanDurationMinutes: 95 }, level2: { count: 2, meanDurationMinutes: 40 }, extended: 1 },
    },
    goals: [
      { key: 'inRange', label: 'Time in range 70-180 mg/dL', goal: '> 70 %', value: 68.2, met: false },
      { key: 'belowRange', label: 'Time below 70 mg/dL', goal: '< 4 %', value: 3.5, met: true },
    ],
    ...overrides,
  };
}

/** Finger-stick figures: no GMI, GRI, wear, episodes or goals. */
export function meterMetrics(overrides: Partial<GlucoseMetrics> = {}): GlucoseMetrics {
  return cgmMetrics({
    source: 'meter',
    count: 12,
    readings: { cgm: 0, meter: 12 },
    gmi: null,
    gmiReason: GMI_NEEDS_CGM,
    gri: null,
    wear: null,
    episodes: null,
    goals: [],
    ...overrides,
  });
}

export function statsOf(metrics: GlucoseMetrics): GlucoseStats {
  return glucoseStatsOf(metrics);
}

/** The figures of a window without readings. */
export function noMetrics(): GlucoseMetrics {
  return meterMetrics({
    source: 'none',
    count: 0,
    readings: { cgm: 0, meter: 0 },
    gmiReason: GMI_NO_READINGS,
    mean: null,
    sd: null,
    cv: null,
    min: null,
    max: null,
    bands: { veryLow: 0, low: 0, inRange: 0, high: 0, veryHigh: 0 },
    belowRangePercent: 0,
    aboveRangePercent: 0,
    tightRangePercent: 0,
    targetPercent: { below: 0, inRange: 0, above: 0 },
  });
}
