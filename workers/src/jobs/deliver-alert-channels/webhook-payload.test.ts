import { describe, expect, it } from 'vitest';
import type { AlertRaisedData } from '@glyco/contracts';
import { alertWebhookPayload } from './webhook-payload';

const raised = {
  userId: '00000000-0000-4000-8000-000000000001', alertId: '00000000-0000-4000-8000-000000000002', kind: 'urgentLow', level: 'urgent',
  at: '2026-11-28T03:12:00.000Z', valueMgdl: 54, rateMgdlPerMinute: -2.5, quiet: false,
} as AlertRaisedData;

describe('the webhook payload of an alert', () => {
  it('gives the value in the person\'s unit, the trend, the start, the first name and where to answer', () => {
    expect(alertWebhookPayload(raised, { name: 'Ada  Lovelace', unit: 'mmol/L' }, 'https://glyco.example/dashboard')).toEqual({
      alertId: raised.alertId, kind: 'urgentLow', level: 'urgent', value: 3, unit: 'mmol/L', trend: 'falling',
      startedAt: '2026-11-28T03:12:00.000Z', firstName: 'Ada', acknowledgeUrl: 'https://glyco.example/dashboard',
    });
  });

  it('gives no value and no trend for no data', () => {
    expect(alertWebhookPayload({ ...raised, kind: 'noData', valueMgdl: null, rateMgdlPerMinute: null }, { name: 'Ada', unit: 'mg/dL' }, 'x')).toMatchObject({ value: null, trend: null });
  });
});
