import { describe, expect, it } from 'vitest';
import { DEFAULT_TARGET_RANGE } from './target';
import { mealResponse, summariseMealResponses, type MealGlucose } from './meal-response';
import type { GlucoseSample } from './sample';

const at = (minutes: number) => new Date(Date.parse('2026-11-18T12:00:00.000Z') + minutes * 60_000).toISOString();
const reading = (minutes: number, value: number, source: GlucoseSample['source'] = 'meter'): GlucoseSample => ({ value, timestamp: at(minutes), timezoneOffsetMinutes: 0, source });
const meal = (mealId: string, readings: GlucoseSample[]): MealGlucose => ({ mealId, timestamp: at(0), readings });

describe('mealResponse', () => {
  it('rises from the last reading in the 30 minutes before to the highest in the 2 hours after', () => {
    expect(mealResponse(meal('m', [reading(-40, 90), reading(-20, 100), reading(-5, 110), reading(60, 180), reading(120, 150), reading(121, 300)]))).toEqual({ mealId: 'm', before: 110, peak: 180, rise: 70 });
  });

  it('has no rise without a reading on each side, and reads the sensor when there is one', () => {
    expect(mealResponse(meal('m', [reading(30, 160)]))).toEqual({ mealId: 'm', before: null, peak: 160, rise: null });
    expect(mealResponse(meal('m', [reading(-10, 100, 'cgm'), reading(-5, 80), reading(45, 140, 'cgm'), reading(50, 220)]))).toMatchObject({ before: 100, peak: 140, rise: 40 });
  });
});

describe('summariseMealResponses', () => {
  it('gives the metrics of the readings after the meals and the mean rise of the measured ones', () => {
    const summary = summariseMealResponses([meal('a', [reading(-10, 100), reading(60, 160)]), meal('b', [reading(-10, 120), reading(90, 200)]), meal('c', [reading(30, 150)])], DEFAULT_TARGET_RANGE);
    expect(summary).toMatchObject({ meals: 3, mealsWithRise: 2, meanRise: 70, meanPeak: 180 });
    expect(summary.afterMeals).toMatchObject({ count: 3, mean: 170, source: 'meter' });
  });
});
