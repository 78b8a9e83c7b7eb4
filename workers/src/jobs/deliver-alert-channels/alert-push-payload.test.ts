import { describe, expect, it } from 'vitest';
import type { AlertRaisedData } from '@glyco/contracts';
import { alertPushPayload } from './alert-push-payload';

const raised: AlertRaisedData = {
  userId: '0b8f2c1e-4d5a-4f6b-9c7d-8e9f0a1b2c3d',
  alertId: '1b8f2c1e-4d5a-4f6b-9c7d-8e9f0a1b2c3d',
  kind: 'urgentLow',
  level: 'urgent',
  at: '2026-11-28T19:00:00.000Z',
  valueMgdl: 50,
  rateMgdlPerMinute: -2.5,
  quiet: false,
};

describe('the push an alert sends', () => {
  it("names the kind, the value in the person's unit and the trend, and opens the dashboard", () => {
    expect(alertPushPayload(raised, { unit: 'mmol/L', url: 'https://glyco.example/dashboard' })).toEqual({
      alertId: raised.alertId, kind: 'urgentLow', level: 'urgent', title: 'Urgent low 2.8 mmol/L ↓', body: 'Falling. Open Glyco to answer it.', url: 'https://glyco.example/dashboard',
    });
  });

  it("tells a follower whose low it is; no data has no value nor trend", () => {
    expect(alertPushPayload(raised, { unit: 'mg/dL', whose: 'Sam Carter', url: 'u' }).title).toBe('Sam Carter: Urgent low 50 mg/dL ↓');
    const noData = alertPushPayload({ ...raised, kind: 'noData', level: 'warning', valueMgdl: null, rateMgdlPerMinute: null }, { unit: 'mg/dL', url: 'u' });
    expect(noData).toMatchObject({ title: 'No data', body: 'Open Glyco to answer it.' });
  });
});
