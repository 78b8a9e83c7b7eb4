import { describe, expect, it } from 'vitest';
import { decideRecheckReminder, isTreatingLow, minutesUntilRecheck } from './recheck-after-low';
import { evolveAlerts, initialAlertState } from './state';
import type { AlertEvent } from './events';

const USER = '00000000-0000-4000-8000-000000000001';
const MINUTE = 60_000;
const treatedAt = Date.parse('2026-03-08T12:00:00Z');
const input = (latest: { at: number; mgdl: number } | null) => ({ userId: USER, treatedAt, now: treatedAt + 15 * MINUTE, latest, timeZone: 'Europe/London', newId: () => '00000000-0000-4000-8000-00000000000a' });

describe('the rule-of-15 recheck', () => {
  it('counts carbs as treating a low when a low alert is in force or the newest reading is below 70 mg/dL', () => {
    expect(isTreatingLow(15, { at: treatedAt, mgdl: 69 }, initialAlertState())).toBe(true);
    expect(isTreatingLow(15, { at: treatedAt, mgdl: 70 }, initialAlertState())).toBe(false);
    expect(isTreatingLow(15, null, initialAlertState())).toBe(false);
    const low = evolveAlerts(initialAlertState(), decideRecheckReminder(input(null), initialAlertState())[0]!);
    expect(isTreatingLow(15, null, { ...low, active: { low: { ...low.active.reminder!, kind: 'low' } } })).toBe(true);
    expect(isTreatingLow(0, { at: treatedAt, mgdl: 50 }, initialAlertState())).toBe(false);
  });

  it('is due 15 minutes after the carbs', () => {
    expect(minutesUntilRecheck(treatedAt, treatedAt)).toBe(15);
    expect(minutesUntilRecheck(treatedAt, treatedAt + 20 * MINUTE)).toBe(-5);
  });

  it('reminds while glucose is still low or unknown, as an info reminder never quiet', () => {
    for (const latest of [null, { at: treatedAt + 10 * MINUTE, mgdl: 65 }, { at: treatedAt - MINUTE, mgdl: 90 }]) {
      expect(decideRecheckReminder(input(latest), initialAlertState())).toEqual([
        { type: 'AlertRaised', data: expect.objectContaining({ kind: 'reminder', level: 'info', valueMgdl: null, quiet: false, at: '2026-03-08T12:15:00.000Z' }) },
      ]);
    }
  });

  it('does not remind when a reading since the carbs is back at or above 70 mg/dL', () => {
    expect(decideRecheckReminder(input({ at: treatedAt + 10 * MINUTE, mgdl: 70 }), initialAlertState())).toEqual([]);
  });

  it('ends an earlier reminder still in force when it raises a new one', () => {
    const earlier = decideRecheckReminder({ ...input(null), newId: () => '00000000-0000-4000-8000-00000000000b' }, initialAlertState());
    const state = earlier.reduce((folded: ReturnType<typeof initialAlertState>, event: AlertEvent) => evolveAlerts(folded, event), initialAlertState());
    const events = decideRecheckReminder(input(null), state);
    expect(events.map((event) => event.type)).toEqual(['AlertResolved', 'AlertRaised']);
    expect(events[0]!.data.alertId).toBe('00000000-0000-4000-8000-00000000000b');
  });
});
