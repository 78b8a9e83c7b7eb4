import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ALERT_SETTINGS, replayAlerts, type ArrivingReading } from '@glyco/contracts';
import { demoDay } from '../../../../scripts/demo-data/demo-day';
import { seededRandom } from '../../../../scripts/demo-data/random';
import { readTraceFile } from './trace';
import { evaluateTrace, printedLines } from './lines';
import { alertSpans, levelTwoLows, mostRaisedInOneEpisode, uncoveredEpisodes } from './acceptance';

const settings = DEFAULT_ALERT_SETTINGS;
const DAY_MS = 86_400_000;

async function fixtureTrace(name: string, directory = new URL('./fixtures/', import.meta.url)): Promise<ArrivingReading[]> {
  return readTraceFile(readFileSync(new URL(name, directory)), name);
}

/** 90 days of the demo person's sensor, day by day from 1 January 2026, as it arrived. */
function demoTrace(): ArrivingReading[] {
  const first = Date.parse('2026-01-01T00:00:00Z');
  return Array.from({ length: 90 }, (_, day) => {
    const date = new Date(first + day * DAY_MS).toISOString().slice(0, 10);
    return demoDay(seededRandom(Number(date.replaceAll('-', '')))).readings.map((reading) => {
      const at = first + day * DAY_MS + reading.minute * 60_000;
      return { at, mgdl: reading.value, receivedAt: at };
    });
  }).flat();
}

function expectEveryLevelTwoLowAlertedOnce(trace: ArrivingReading[]) {
  const episodes = levelTwoLows(trace);
  const spans = alertSpans(replayAlerts(trace, { settings }));
  expect(uncoveredEpisodes(episodes, spans)).toEqual([]);
  expect(mostRaisedInOneEpisode(episodes, spans)).toBeLessThanOrEqual(1);
  return episodes;
}

describe('the alert evaluator replayed on CGM traces', () => {
  it('given the 90-day demo, then every level 2 low of the metrics engine gets one urgent low within 5 minutes of its start', () => {
    const episodes = expectEveryLevelTwoLowAlertedOnce(demoTrace());
    expect(episodes.length).toBeGreaterThan(5);
  });

  it('given a Nightscout file with two lows, then each gets one urgent low and the last line is the forecast', async () => {
    const trace = await fixtureTrace('nightscout-night-low.json');
    expect(expectEveryLevelTwoLowAlertedOnce(trace)).toHaveLength(2);
    const lines = printedLines(evaluateTrace(trace, settings)).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.filter((line) => line.kind === 'urgentLow')).toEqual([
      { kind: 'urgentLow', at: '2026-03-14T03:00:00.000Z', value: 53 },
      { kind: 'urgentLow', at: '2026-03-14T16:30:00.000Z', value: 52 },
    ]);
    expect(Object.keys(lines.at(-1)!)).toEqual(['forecast']);
    expect(lines.at(-1)!.forecast).toMatchObject({ rmse30: expect.any(Number), ar2Rmse30: expect.any(Number), clarkeAB30: expect.any(Number) });
  });

  it('given a Clarity export, then its level 2 lows are alerted too', async () => {
    const trace = await fixtureTrace('clarity-g6-mgdl-new-york-fall-back.csv', new URL('../../../../imports/src/formats/fixtures/', import.meta.url));
    expectEveryLevelTwoLowAlertedOnce(trace);
  });

  it('given a day in range, then no alert', async () => {
    expect(evaluateTrace(await fixtureTrace('nightscout-in-range.json'), settings).alerts).toEqual([]);
  });

  it('given the demo uploaded an hour late, then no alert about glucose is raised (the sensor gaps are still told)', () => {
    const late = demoTrace().map((reading) => ({ ...reading, receivedAt: reading.at + 60 * 60_000 }));
    const kinds = new Set(alertSpans(replayAlerts(late, { settings })).map((span) => span.kind));
    expect(kinds).toEqual(new Set(['noData']));
  });
});
