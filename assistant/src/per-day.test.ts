import { describe, expect, it } from 'vitest';
import type { InsulinType } from '@glyco/contracts';
import type { AssistantData, Range } from './data';
import { computeFacts } from './facts';
import { phraseFacts } from './phrase-facts';
import { lastDays, today, type AskedAt } from './understand/periods';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// Mid-day today in Paris (UTC+1).
const asked: AskedAt = { now: new Date('2026-11-28T11:00:00Z'), timezoneOffsetMinutes: 60 };
const nights = Array.from({ length: 20 }, (_, index) => Date.parse('2026-11-08T21:00:00Z') + index * DAY).filter((at) => at <= asked.now.getTime());
const breakfastToday = Date.parse('2026-11-28T07:00:00Z');
const within = (at: number, range: Range) => at >= Date.parse(range.startDate) && at <= Date.parse(range.endDate);

/** 20 U of basal at 22:00 every night and a 90 g dinner at 19:00; `extra` grams eaten this morning. */
function dataOf(extra: number): AssistantData {
  const meals = [...nights.map((at) => ({ at: at - 3 * HOUR, carbs: 90 })), ...(extra ? [{ at: breakfastToday, carbs: extra }] : [])];
  return {
    carbs: async (range) => {
      const eaten = meals.filter((meal) => within(meal.at, range));
      return { totalCarbs: eaten.reduce((sum, meal) => sum + meal.carbs, 0), mealCount: eaten.length };
    },
    insulinTotals: async (range) => {
      const doses = nights.filter((at) => within(at, range)).length;
      return doses ? [{ insulinType: 'Basal' as InsulinType, units: doses * 20, doses }] : [];
    },
  } as AssistantData;
}

const replyTo = async (metric: 'carbs' | 'insulin', extra = 0, period = lastDays(14, asked)) =>
  phraseFacts(await computeFacts({ kind: 'metric', metric, period }, { data: dataOf(extra), asked, user: undefined }));

describe('per-day averages in the assistant', () => {
  it('gives 20 units a day for 20 U every night over the last 14 days, asked mid-day, and says over how many days', async () => {
    expect(await replyTo('insulin')).toContain('Per day: 20 units (average over 13 complete days).');
  });

  it('keeps the average daily carbs when a meal is logged today', async () => {
    expect(await replyTo('carbs')).toContain('Per day: 90 g (average over 13 complete days).');
    expect(await replyTo('carbs', 30)).toContain('Per day: 90 g (average over 13 complete days).');
  });

  it('gives no per-day figure for a single day', async () => {
    expect(await replyTo('carbs', 30, today(asked))).not.toContain('Per day');
  });
});
