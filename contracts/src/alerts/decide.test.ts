import { describe, expect, it } from 'vitest';
import { DEFAULT_ALERT_SETTINGS, alertSettingsSchema } from './settings';
import { replayAlerts } from './replay';
import { liveTrace, nightLow, TRACE_START } from './testing-traces';
import type { AlertEvent } from './events';
import { decideOnReading } from './decide';
import { decideSnooze } from './respond';
import { evolveAlerts, initialAlertState } from './state';

const settings = DEFAULT_ALERT_SETTINGS;
const raisedKinds = (events: AlertEvent[]) => events.flatMap((event) => (event.type === 'AlertRaised' ? [event.data.kind] : []));

describe('alert decisions on a live trace', () => {
  it('given a trace in range, then nothing is raised', () => {
    const values = Array.from({ length: 288 }, (_, index) => Math.round(130 + 30 * Math.sin(index / 20)));
    expect(replayAlerts(liveTrace(values), { settings })).toEqual([]);
  });

  it('given a fall to 50 mg/dL, then one urgent low and one low are raised at the readings that crossed, and each ends once', () => {
    const events = replayAlerts(liveTrace(nightLow(50)), { settings });
    const raised = events.filter((event) => event.type === 'AlertRaised');
    const urgent = raised.find((event) => event.data.kind === 'urgentLow');
    expect(urgent?.data).toMatchObject({ level: 'urgent', valueMgdl: 50, quiet: false });
    expect(raisedKinds(events).filter((kind) => kind === 'urgentLow')).toHaveLength(1);
    expect(raisedKinds(events).filter((kind) => kind === 'low')).toHaveLength(1);
    const resolvedIds = events.flatMap((event) => (event.type === 'AlertResolved' ? [event.data.alertId] : []));
    for (const event of raised) expect(resolvedIds).toContain(event.data.alertId);
  });

  it('given a value hovering at the urgent low threshold, then it stays one alert', () => {
    const hover = [...Array(6).fill(100), ...Array.from({ length: 40 }, (_, index) => (index % 2 ? 54 : 57)), ...Array(6).fill(100)];
    expect(raisedKinds(replayAlerts(liveTrace(hover), { settings })).filter((kind) => kind === 'urgentLow')).toHaveLength(1);
  });

  it('given a low uploaded late (a backfill after a signal loss), then only the silence is raised, and the backfill ends it', () => {
    const trace = liveTrace(nightLow(45));
    const lostFrom = 10;
    const backfilledAt = trace.at(-1)!.at;
    const arrivals = trace.map((reading, index) => (index < lostFrom ? reading : { ...reading, receivedAt: Math.max(reading.at, backfilledAt) }));
    const events = replayAlerts(arrivals, { settings });
    expect(raisedKinds(events)).toEqual(['noData']);
    expect(events.map((event) => event.type)).toEqual(['AlertRaised', 'AlertResolved']);
  });

  it('given readings older than the newest seen, then they raise nothing', () => {
    const newest = { at: TRACE_START + 3 * 3600_000, mgdl: 120, receivedAt: TRACE_START + 3 * 3600_000 };
    const older = liveTrace(nightLow(45)).map((reading) => ({ ...reading, receivedAt: newest.receivedAt + 1000 }));
    expect(raisedKinds(replayAlerts([newest, ...older], { settings }))).toEqual([]);
  });

  it('given a steep fall, then falling fast and urgent low soon are raised before the urgent low', () => {
    const kinds = raisedKinds(replayAlerts(liveTrace([...Array(6).fill(150), 135, 120, 105, 90, 75, 60, 50, 50, 50]), { settings }));
    expect(kinds.indexOf('fall')).toBeGreaterThanOrEqual(0);
    expect(kinds.indexOf('urgentLowSoon')).toBeLessThan(kinds.indexOf('urgentLow'));
  });

  it('given 30 minutes above 250, then one high; 25 minutes raise none', () => {
    const high = (slots: number) => [...Array(6).fill(240), ...Array(slots).fill(260), ...Array(6).fill(240)];
    expect(raisedKinds(replayAlerts(liveTrace(high(7)), { settings }))).toEqual(['high']);
    expect(raisedKinds(replayAlerts(liveTrace(high(6)), { settings }))).toEqual([]);
  });

  it('given a sensor that stops for an hour, then one no-data alert, ended by the next reading', () => {
    const before = liveTrace(Array(6).fill(120));
    const after = liveTrace(Array(3).fill(120), TRACE_START + 90 * 60_000);
    const events = replayAlerts([...before, ...after], { settings });
    expect(events.map((event) => event.type)).toEqual(['AlertRaised', 'AlertResolved']);
    expect(events[0]!.data).toMatchObject({ kind: 'noData', at: new Date(TRACE_START + 45 * 60_000).toISOString() });
  });

  it('given low turned off, then a low still raises the urgent low, which cannot be turned off', () => {
    const off = alertSettingsSchema.parse({ low: { enabled: false }, urgentLowSoon: { enabled: false }, fall: { enabled: false } });
    expect(raisedKinds(replayAlerts(liveTrace(nightLow(50)), { settings: off }))).toEqual(['urgentLow']);
  });

  it('given quiet hours over the night, then a low is quiet and an urgent low is not', () => {
    const quiet = alertSettingsSchema.parse({ quietHours: { enabled: true, from: '22:00', to: '07:00' } });
    const raised = replayAlerts(liveTrace(nightLow(50)), { settings: quiet, timeZone: 'Europe/Paris' }).filter((event) => event.type === 'AlertRaised');
    expect(raised.find((event) => event.data.kind === 'low')?.data.quiet).toBe(true);
    expect(raised.find((event) => event.data.kind === 'urgentLow')?.data.quiet).toBe(false);
  });
});

describe('a snoozed alert', () => {
  const low = liveTrace([...Array(6).fill(120), 100, 80, 60, ...Array(16).fill(50)]);
  const stateAfter = (events: AlertEvent[]) => events.reduce(evolveAlerts, initialAlertState());

  it('is raised again, as the same alert, once its snooze ran out while the low goes on', () => {
    const first = replayAlerts(low.slice(0, 10), { settings });
    const urgent = first.find((event) => event.type === 'AlertRaised' && event.data.kind === 'urgentLow')!;
    const state = stateAfter(first);
    const snooze = decideSnooze({ userId: urgent.data.userId, alertId: urgent.data.alertId, at: low[9]!.at, minutes: 120 }, state, settings);
    expect(snooze[0]?.type === 'AlertSnoozed' && Date.parse(snooze[0].data.until) - low[9]!.at).toBe(30 * 60_000);
    const snoozed = stateAfter([...first, ...snooze]);
    const at = (index: number) => ({ userId: urgent.data.userId, reading: low[index]!, receivedAt: low[index]!.at, newestBefore: low[index - 1]!.at, recent: low.slice(0, index + 1), settings, timeZone: undefined, newId: () => 'unused' });
    expect(decideOnReading(at(14), snoozed).filter((event) => event.type === 'AlertRaised' && event.data.kind === 'urgentLow')).toEqual([]);
    const again = decideOnReading(at(17), snoozed).filter((event) => event.type === 'AlertRaised' && event.data.kind === 'urgentLow');
    expect(again).toHaveLength(1);
    expect(again[0]!.data).toMatchObject({ alertId: urgent.data.alertId, again: true });
  });
});
