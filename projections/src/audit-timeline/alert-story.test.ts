import { describe, expect, it } from 'vitest';
import { describeAlertChange } from './alert-story';

const alertId = '7b0c7c1e-1f0a-4a55-9b6f-0d0e7f6d1a11';
const raised = { type: 'AlertRaised', data: { alertId, kind: 'urgentLow', valueMgdl: 52, at: '2026-03-14T02:12:00.000Z', timezoneOffsetMinutes: 60 } };

describe('an alert in Activity', () => {
  it('tells its story as it goes, on the person\'s clock: raised, who was told, who answered', () => {
    const first = describeAlertChange(raised, null)!;
    expect(first.summary).toBe('Urgent low 52 mg/dL at 03:12');
    const told = describeAlertChange({ type: 'AlertDelivered', data: { alertId, channel: 'email', to: 'Anna', at: '2026-03-14T02:27:00.000Z' } }, first.state)!;
    const failed = describeAlertChange({ type: 'AlertDeliveryFailed', data: { alertId, channel: 'email', to: 'Ben', at: '2026-03-14T02:27:30.000Z' } }, told.state)!;
    const answered = describeAlertChange({ type: 'AlertAcknowledged', data: { alertId, by: { kind: 'emergencyContact', name: 'Anna' }, at: '2026-03-14T02:29:00.000Z' } }, failed.state)!;
    expect(answered).toMatchObject({ entityType: 'alert', entityId: alertId, action: 'alert_acknowledged' });
    expect(answered.summary).toBe('Urgent low 52 mg/dL at 03:12 - told Anna by email at 03:27 - could not reach Ben by email at 03:27, trying again - acknowledged by Anna at 03:29');
  });

  it('leaves out events it does not tell, and a later event of an alert it never saw raised', () => {
    expect(describeAlertChange({ type: 'AlertResolved', data: { alertId, at: raised.data.at } }, null)).toBeNull();
    expect(describeAlertChange({ type: 'AlertDelivered', data: { alertId, channel: 'email', to: 'Anna', at: raised.data.at } }, null)).toBeNull();
  });
});

describe('an alert raised again after its snooze', () => {
  it('adds to the same story', () => {
    const first = describeAlertChange(raised, null)!;
    const again = describeAlertChange({ type: 'AlertRaised', data: { ...raised.data, again: true, valueMgdl: 49, at: '2026-03-14T02:45:00.000Z' } }, first.state)!;
    expect(again.summary).toBe('Urgent low 52 mg/dL at 03:12 - raised again after its snooze at 03:45 (49 mg/dL)');
  });
});
