import { describe, expect, it } from 'vitest';
import { newUserProfile, type GlucoseStats, type User } from '@glyco/contracts';
import { DOSING_REFUSAL } from './dosing';
import { emergencyReply } from './emergency-reply';
import { phraseFacts } from './phrase-facts';

const period = { startDate: '2025-11-17T00:00:00.000Z', endDate: '2025-11-19T10:00:00.000Z', label: 'this week' };
const stats = (average: number | null): GlucoseStats => ({
  average, min: 60, max: 250, inRangePercentage: 60, belowRangePercentage: 10, aboveRangePercentage: 30, count: 10,
  sd: 40, cv: 30, gmi: 7, bands: { veryLow: 0, low: 10, inRange: 60, high: 20, veryHigh: 10 }, daysCovered: 3, cgmActivePercentage: 1, sufficient: false,
});
const user = (changes: Partial<User> = {}): User => ({
  ...newUserProfile({ id: 'u1', name: 'Ada', email: 'ada@example.com', diabetesType: 'Type 1', dateOfDiagnosis: null }),
  ...changes,
});

describe('phraseFacts', () => {
  it('gives the stats average itself in mg/dL, converted in mmol/L', () => {
    expect(phraseFacts({ kind: 'average', period, unit: 'mg/dL', stats: stats(145.3) })).toBe('Your average glucose this week was 145.3 mg/dL, from 10 readings.');
    expect(phraseFacts({ kind: 'average', period, unit: 'mmol/L', stats: stats(144) })).toContain('8.0 mmol/L');
    expect(phraseFacts({ kind: 'average', period, unit: 'mg/dL', stats: stats(null) })).toContain("couldn't find any glucose readings this week");
  });

  it('says how lows are counted', () => {
    expect(phraseFacts({ kind: 'lows', period: { ...period, label: 'yesterday' }, unit: 'mg/dL', count: 2, lowestMgdl: 52 })).toBe(
      'You had 2 low readings yesterday; the lowest was 52 mg/dL. I count every logged reading below 70 mg/dL as one low.',
    );
  });

  it('gives consensus time in range and the personal target when it differs', () => {
    const reply = phraseFacts({ kind: 'time-in-range', period, unit: 'mg/dL', stats: stats(150), target: { min: 80, max: 160 } });
    expect(reply).toContain('Your time in range this week was 60% (70 mg/dL to 180 mg/dL)');
    expect(reply).toContain('10% were below and 30% above');
    expect(reply).toContain('Within your own target of 80 mg/dL to 160 mg/dL it was 60%');
  });

  it('names the last dose with its local time and how long ago', () => {
    const dose = { _id: 'd', insulinType: 'Basal' as const, brand: 'Lantus', units: 18, timestamp: '2025-11-19T06:30:00.000Z', timezoneOffsetMinutes: 60, injectionSite: 'Thigh' as const, notes: '' };
    expect(phraseFacts({ kind: 'last-dose', insulinType: 'Basal', dose, now: '2025-11-19T10:30:00.000Z' })).toBe(
      'Your last basal dose was 18 units of Lantus on Wed 19 Nov 2025, 07:30, 4 hours ago.',
    );
    expect(phraseFacts({ kind: 'last-dose', insulinType: 'Basal', now: '2025-11-19T10:30:00.000Z' })).toContain("couldn't find any logged basal dose");
  });
});

describe('emergencyReply', () => {
  it('starts with the emergency number and lists the profile emergency contacts', () => {
    const contacts = [{ name: 'Grace Hopper', relationship: 'Sister', phone: '555-0100', email: '' }];
    const reply = emergencyReply('severe-low', user({ emergencyContacts: contacts }));
    expect(reply.startsWith('This may be an emergency.')).toBe(true);
    expect(reply).toContain('call your local emergency number');
    expect(reply).toContain('15 g of fast-acting carbohydrate');
    expect(reply).toContain('recheck glucose in 15 minutes');
    expect(reply).toContain('Never give food or drink to someone who is unconscious');
    expect(reply).toContain('glucagon if it has been prescribed');
    expect(reply).toContain('Your emergency contacts: Grace Hopper (Sister): 555-0100.');
  });

  it('points to ketoacidosis care for a very high and asks for contacts when there are none', () => {
    const reply = emergencyReply('high-with-ketones', user());
    expect(reply).toContain('diabetic ketoacidosis');
    expect(reply).toContain('You have no emergency contacts in your profile yet');
  });
});

describe('DOSING_REFUSAL', () => {
  it('declines, says why and points to the care team', () => {
    expect(DOSING_REFUSAL).toMatch(/^I can't recommend an insulin dose/);
    expect(DOSING_REFUSAL).toContain('a wrong dose can cause a dangerous low');
    expect(DOSING_REFUSAL).toContain('diabetes care team');
  });
});
