import { describe, expect, it } from 'vitest';
import { analyseDigests, DEFAULT_TARGET_RANGE, digestByLocalDay, newUserProfile, outOfRangeByTimeOfDay, toMgdl, type GlucoseSource, type TargetRange, type User } from '@glyco/contracts';
import { DOSING_REFUSAL } from './dosing';
import { emergencyReply } from './safety/emergency-reply';
import { phraseFacts } from './phrase-facts';

const period = { startDate: '2025-11-17T00:00:00.000Z', endDate: '2025-11-19T10:00:00.000Z', label: 'this week (Nov 17 - Nov 19)' };
const yesterday = { startDate: '2025-11-18T00:00:00.000Z', endDate: '2025-11-18T23:59:59.999Z', label: 'yesterday (Nov 18)' };

/** The engine's metrics of readings every 5 minutes from the start of the period. */
function metricsOf(values: number[], source: GlucoseSource = 'cgm', target: TargetRange = DEFAULT_TARGET_RANGE, from = period) {
  const start = Date.parse(from.startDate);
  const samples = values.map((value, index) => ({ value, timestamp: start + index * 300_000, timezoneOffsetMinutes: 0, source }));
  return analyseDigests(digestByLocalDay(samples), target, { start, end: Date.parse(from.endDate) + 1 }).metrics;
}
const user = (changes: Partial<User> = {}): User => ({
  ...newUserProfile({ id: 'u1', name: 'Ada', email: 'ada@example.com', diabetesType: 'Type 1', dateOfDiagnosis: null }),
  ...changes,
});

describe('phraseFacts', () => {
  it("gives the engine's mean to one decimal with its window, and GMI only where the engine reports it (14 days at 70 % wear)", () => {
    expect(phraseFacts({ kind: 'glucose', metric: 'average', period, unit: 'mg/dL', metrics: metricsOf([140, 148]) })).toBe(
      'Your average glucose this week (Nov 17 - Nov 19) was 144.0 mg/dL, from 2 CGM readings.',
    );
    const fortnight = { startDate: '2025-11-03T00:00:00.000Z', endDate: '2025-11-16T23:59:59.999Z', label: 'over the last 14 days (Nov 3 - Nov 16)' };
    expect(phraseFacts({ kind: 'glucose', metric: 'average', period: fortnight, unit: 'mg/dL', metrics: metricsOf(Array(4032).fill(144), 'cgm', DEFAULT_TARGET_RANGE, fortnight) })).toBe(
      'Your average glucose over the last 14 days (Nov 3 - Nov 16) was 144.0 mg/dL, from 4032 CGM readings. Your GMI for that period was 6.8%.',
    );
    expect(phraseFacts({ kind: 'glucose', metric: 'gmi', period, unit: 'mg/dL', metrics: metricsOf([140, 148]) })).toBe(
      "GMI needs 14 days of CGM data with 70 % wear; this period has 2.4 days, CGM active 0.3 %. You have 2 CGM readings this week (Nov 17 - Nov 19), so I can't estimate it; your lab A1c is the figure to use.",
    );
    const compared = { period, metrics: metricsOf([140, 148]) };
    expect(phraseFacts({ kind: 'compare', metric: 'gmi', unit: 'mg/dL', current: compared, before: compared })).toBe(
      "I can't compare GMI for these periods: GMI needs 14 days of CGM data with 70 % wear; this period has 2.4 days, CGM active 0.3 %.",
    );
    const evening = { startDate: '2025-11-18T17:00:00.000Z', endDate: '2025-11-18T21:59:59.999Z', label: 'yesterday evening (Nov 18)' };
    expect(phraseFacts({ kind: 'glucose', metric: 'average', period: evening, unit: 'mg/dL', metrics: metricsOf([140, 148]) })).toBe(
      'Your average glucose yesterday evening (Nov 18) was 144.0 mg/dL, from 2 CGM readings.',
    );
    expect(phraseFacts({ kind: 'glucose', metric: 'average', period, unit: 'mmol/L', metrics: metricsOf([140, 148], 'meter') })).toBe(
      'Your average glucose this week (Nov 17 - Nov 19) was 8.0 mmol/L, from 2 meter readings.',
    );
    expect(phraseFacts({ kind: 'glucose', metric: 'average', period, unit: 'mg/dL', metrics: metricsOf([]) })).toContain("couldn't find any glucose readings this week (Nov 17 - Nov 19)");
  });

  it('counts low episodes of CGM data and the share of readings below 70 mg/dL', () => {
    const cgm = metricsOf([...Array(4).fill(120), ...Array(4).fill(60), ...Array(4).fill(120), ...Array(4).fill(50), ...Array(4).fill(120)], 'cgm', DEFAULT_TARGET_RANGE, yesterday);
    expect(phraseFacts({ kind: 'glucose', metric: 'lows', period: yesterday, unit: 'mg/dL', metrics: cgm })).toBe(
      'You had 2 low episodes (1 episode below 54 mg/dL) yesterday (Nov 18); 40.0% of your 20 CGM readings were below 70 mg/dL and the lowest was 50 mg/dL. A low episode is at least 15 minutes below 70 mg/dL.',
    );
    const meter = metricsOf([65, 50, 70, 140], 'meter', DEFAULT_TARGET_RANGE, yesterday);
    expect(phraseFacts({ kind: 'glucose', metric: 'lows', period: yesterday, unit: 'mg/dL', metrics: meter })).toBe(
      '50.0% of your 4 meter readings yesterday (Nov 18) were below 70 mg/dL; the lowest was 50 mg/dL.',
    );
    expect(phraseFacts({ kind: 'glucose', metric: 'lows', period: yesterday, unit: 'mg/dL', metrics: metricsOf([90, 140], 'meter', DEFAULT_TARGET_RANGE, yesterday) })).toBe(
      'None of your 2 meter readings yesterday (Nov 18) were below 70 mg/dL; the lowest was 90 mg/dL.',
    );
  });

  it('counts no highs in readings of 10.0 mmol/L for a person who reads mmol/L: 10.0 is the top of the range, not above it', () => {
    const start = Date.parse(yesterday.startDate);
    const samples = [10.0, 10.0].map((value, index) => ({ value: toMgdl(value, 'mmol/L'), unit: 'mmol/L' as const, timestamp: start + index * 300_000, timezoneOffsetMinutes: 0, source: 'meter' as const }));
    const metrics = analyseDigests(digestByLocalDay(samples), DEFAULT_TARGET_RANGE, { start, end: Date.parse(yesterday.endDate) + 1 }).metrics;
    expect(phraseFacts({ kind: 'glucose', metric: 'highs', period: yesterday, unit: 'mmol/L', metrics })).toBe(
      'None of your 2 meter readings yesterday (Nov 18) were above 10.0 mmol/L; the highest was 10.0 mmol/L.',
    );
  });

  it('names the part of the day lows or highs cluster in, with the spread behind it', () => {
    const hourly = (values: number[]) => values.map((value, hour) => ({ value, timestamp: Date.parse(yesterday.startDate) + hour * 3_600_000, timezoneOffsetMinutes: 0, source: 'meter' as const }));
    const samples = hourly([60, 90, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 200, 260, 190, 120, 100, 100]);
    expect(phraseFacts({ kind: 'out-of-range-times', period: yesterday, unit: 'mg/dL', pattern: outOfRangeByTimeOfDay(samples, 'above') })).toBe(
      'Most of your highs yesterday (Nov 18) were in the evening (18:00-24:00). Readings above 180 mg/dL by time of day, from 24 meter readings: in the evening (18:00-24:00): 3 (50.0% of 6 readings).',
    );
    expect(phraseFacts({ kind: 'out-of-range-times', period: yesterday, unit: 'mg/dL', pattern: outOfRangeByTimeOfDay(samples, 'below') })).toContain('Most of your lows yesterday (Nov 18) were overnight (00:00-06:00). Readings below 70 mg/dL');
    expect(phraseFacts({ kind: 'out-of-range-times', period: yesterday, unit: 'mmol/L', pattern: outOfRangeByTimeOfDay(hourly([100, 120]), 'above') })).toBe(
      'None of your 2 meter readings yesterday (Nov 18) were above 10.0 mmol/L, so there is no time of day your highs cluster in.',
    );
  });

  it('gives consensus time in range with its goals, and the personal target when it differs', () => {
    const metrics = metricsOf([50, 60, 80, 100, 120, 140, 160, 200, 240, 300], 'cgm', { min: 80, max: 160 });
    expect(phraseFacts({ kind: 'glucose', metric: 'time-in-range', period, unit: 'mg/dL', metrics })).toBe(
      'Your time in range this week (Nov 17 - Nov 19) was 50.0% (70 mg/dL to 180 mg/dL), from 10 CGM readings; 20.0% were below and 30.0% above. ' +
        'Within your own target of 80 mg/dL to 160 mg/dL it was 50.0%. ' +
        'The International Consensus on Time in Range (2019) suggests more than 70% in range (not met) and less than 4% below (not met).',
    );
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
    expect(reply).toContain('15-20 g of fast-acting carbohydrate');
    expect(reply).toContain('recheck glucose in 15 minutes');
    expect(reply).toContain('cannot swallow, is confused or unresponsive: never give food or drink');
    expect(reply).toContain('glucagon if it has been prescribed');
    expect(reply).toContain('Your emergency contacts: Grace Hopper (Sister): 555-0100.');
  });

  it('treats a low first: carbohydrate, recheck, repeat, then glucagon and the emergency number if the person cannot swallow', () => {
    const lines = emergencyReply('low', user({ settings: { ...user().settings, glucoseUnit: 'mmol/L' } })).split('\n');
    expect(lines[0]).toBe('This sounds like a low. Treat it now:');
    expect(lines[1]).toBe('- If awake and able to swallow: take (or give) 15-20 g of fast-acting carbohydrate now (glucose tablets, or about 150-200 ml of juice or regular soda), recheck glucose in 15 minutes and repeat while it is below 3.9 mmol/L; then eat a snack or meal.');
    expect(lines[2]).toContain('give glucagon if it has been prescribed and call your local emergency number');
    expect(lines).toHaveLength(3);
  });

  it('tells what to do now after too much insulin, then the care team and the contacts', () => {
    const contacts = [{ name: 'Grace Hopper', relationship: 'Sister', phone: '555-0100', email: '' }];
    const lines = emergencyReply('overdose', user({ emergencyContacts: contacts })).split('\n');
    expect(lines[0]).toBe('Too much insulin can bring a low in the next hours. What to do now:');
    expect(lines[1]).toMatch(/^- Check your glucose now and every 30-60 minutes/);
    expect(lines.join('\n')).toContain('Keep fast-acting carbohydrate at hand');
    expect(lines.join('\n')).toContain('Do not go to sleep alone');
    expect(lines.join('\n')).toMatch(/large overdose, most of all of a rapid-acting insulin, call your diabetes care team's out-of-hours line or your local emergency number/);
    expect(lines.at(-1)).toBe('Your emergency contacts: Grace Hopper (Sister): 555-0100.');
  });

  it('gives every first step when the classifier reads an emergency the rules do not place', () => {
    const reply = emergencyReply('possible', user());
    expect(reply.split('\n')[0]).toBe('This may need action now. What to do first:');
    for (const step of ['15-20 g of fast-acting carbohydrate', 'give glucagon', 'diabetic ketoacidosis', 'too much insulin']) expect(reply).toContain(step);
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
