import { describe, expect, it } from 'vitest';
import { acknowledgeLink, renderAlertEscalationEmail } from './render-alert-escalation-email';
import { renderAlertRaisedEmail } from './render-alert-raised-email';

describe('the alert emails', () => {
  it('tell an emergency contact whose low, the value in the person\'s unit, the trend, since when, what to do and the link', () => {
    const link = acknowledgeLink('https://glyco.example', 'abc.def');
    const email = renderAlertEscalationEmail({ contactName: 'Anna', personName: 'Ada', unit: 'mmol/L', valueMgdl: 50, rateMgdlPerMinute: -2.5, since: '03:12', minutes: 15, link });
    expect(email.subject).toBe('Urgent low: Ada is at 2.8 mmol/L');
    expect(email.text).toContain('Ada has an urgent low: 2.8 mmol/L, falling, since 03:12, and has not answered the alert for 15 minutes.');
    expect(email.text).toContain('15-20 g of fast-acting carbohydrate');
    expect(email.text).toContain('never give food or drink');
    expect(email.html).toContain('href="https://glyco.example/alerts/acknowledge?token&#x3D;abc.def"');
  });

  it('tell the person of an urgent low and when their contacts will be emailed', () => {
    const email = renderAlertRaisedEmail({ personName: 'Ada', kind: 'urgentLow', unit: 'mg/dL', valueMgdl: 52, rateMgdlPerMinute: null, at: '03:12', escalateAfterMinutes: 15, link: 'https://glyco.example/dashboard' });
    expect(email.subject).toBe('Urgent low: 52 mg/dL');
    expect(email.text).toContain('within 15 minutes, your emergency contacts are emailed');
  });
});
