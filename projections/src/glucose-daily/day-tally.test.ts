import { describe, expect, it } from 'vitest';
import { aggregateByLocalDay } from '@glyco/contracts';
import { adjustDayTally, contributionOf, dailyAggregateOf, emptyDayTally, type DayTally } from './day-tally';

const reading = (valueMgdl: number, timestamp: string, timezoneOffsetMinutes = 60) => ({ valueMgdl, timestamp, timezoneOffsetMinutes });
const day = [
  reading(50, '2024-03-10T00:00:00Z'),
  reading(65.04, '2024-03-10T00:02:00Z'),
  reading(120, '2024-03-10T06:00:00Z'),
  reading(120, '2024-03-10T06:01:00Z'),
  reading(199.5, '2024-03-10T12:00:00Z'),
  reading(300, '2024-03-10T22:59:00Z'),
];

function tallyOf(readings: typeof day): DayTally {
  return readings.reduce((tally, each) => adjustDayTally(tally, contributionOf(each), 1), emptyDayTally());
}

const fromScratch = (readings: typeof day) => aggregateByLocalDay(readings.map((each) => ({ value: each.valueMgdl, timestamp: each.timestamp, timezoneOffsetMinutes: each.timezoneOffsetMinutes })));

describe('day tally', () => {
  it('puts a reading on its local date', () => {
    expect(contributionOf(reading(100, '2024-03-10T23:30:00Z', 60)).localDate).toBe('2024-03-11');
    expect(contributionOf(reading(100, '2024-03-10T00:30:00Z', -60)).localDate).toBe('2024-03-09');
  });

  it('adding readings gives the contracts aggregate of the day', () => {
    expect(dailyAggregateOf('2024-03-10', tallyOf(day))).toEqual(fromScratch(day)[0]);
  });

  it('taking readings out gives the aggregate of the rest, min, max and slots included', () => {
    const withoutExtremes = [day[0]!, day[5]!, day[2]!].reduce((tally, each) => adjustDayTally(tally, contributionOf(each), -1), tallyOf(day));
    expect(dailyAggregateOf('2024-03-10', withoutExtremes)).toEqual(fromScratch([day[1]!, day[3]!, day[4]!])[0]);
  });

  it('taking every reading out leaves an empty tally', () => {
    const emptied = day.reduce((tally, each) => adjustDayTally(tally, contributionOf(each), -1), tallyOf(day));
    expect(emptied).toEqual(emptyDayTally());
  });

  it('refuses to take out a reading that was never added', () => {
    expect(() => adjustDayTally(tallyOf(day), contributionOf(reading(77, '2024-03-10T09:00:00Z')), -1)).toThrow(/negative/);
  });
});
