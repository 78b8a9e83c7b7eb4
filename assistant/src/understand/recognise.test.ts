import { describe, expect, it } from 'vitest';
import { intentLabel } from './intent';
import { recogniseIntent } from './recognise';

const asked = { now: new Date('2026-11-19T20:00:00.000Z'), timezoneOffsetMinutes: 0 };
const recognise = (message: string) => recogniseIntent(message, asked);

describe('recogniseIntent', () => {
  it('reads the unit a figure is asked in, and what a dosing question is about', () => {
    expect(recognise('whats my avg this week in mmol')).toMatchObject({ kind: 'metric', metric: 'average', unit: 'mmol/L' });
    expect(recognise('is 10 units ok for a pizza')).toEqual({ kind: 'dosing', meal: true });
    expect(recognise('should I change my ratio')).toEqual({ kind: 'dosing', meal: false });
    expect(recognise('what did I have for lunch yesterday')).toMatchObject({ kind: 'history', records: 'meals', mealType: 'Lunch', period: { label: 'yesterday (Nov 18)' } });
  });

  it('reads the questions new users asked', () => {
    expect(recognise('How was my glucose this week?')).toMatchObject({ kind: 'summary', period: { label: 'this week (Nov 16 - Nov 19)' } });
    expect(recognise('What should I eat for dinner?')).toEqual({ kind: 'meal-ideas', mealType: 'Dinner' });
    expect(recognise('I feel shaky and my sensor says 52')).toEqual({ kind: 'emergency', emergency: 'severe-low' });
    expect(recognise('What is my average glucose after lunch?')).toEqual({ kind: 'after-meal', mealType: 'Lunch', period: undefined });
  });

  it.each([
    ['whats my avg last 14 days', 'metric:average'],
    ['my tir since monday', 'metric:time-in-range'],
    ['time in tight range this week', 'metric:tight-range'],
    ['whats my gmi', 'metric:gmi'],
    ['how steady was i last week', 'metric:cv'],
    ['how many lows did i have yesterday', 'metric:lows'],
    ['how many highs today', 'metric:highs'],
    ['episodes this month', 'metric:episodes'],
    ['how many carbs did i eat today', 'metric:carbs'],
    ['how much insulin did i take this week', 'metric:insulin'],
    ['is this week better than last week?', 'compare'],
    ['when do I usually go low?', 'low-times'],
    ['When do I go high most often?', 'high-times'],
    ['what time of day do i spike', 'high-times'],
    ['which part of the day am i above 180', 'high-times'],
    ['what happens after breakfast?', 'after-meal'],
    ['When was my last basal dose?', 'last-dose'],
    ['What is GMI?', 'explain:gmi'],
    ['what is hyperglycemia', 'explain:hyperglycaemia'],
    ['what can you do', 'capabilities'],
    ['hi', 'greeting'],
    ['How much insulin should I take for 60 g carbs?', 'dosing'],
    ['banana', 'unclear'],
    ['is 10 units ok for a pizza', 'dosing'],
    ['should I correct 14 mmol', 'dosing'],
    ['bolus calculator says 12 units, is that right?', 'dosing'],
    ['should I raise my basal to 18', 'dosing'],
    ['should I change my ratio', 'dosing'],
    ['should i lower my basal since im going low at night', 'dosing'],
    ["what's my sugar right now", 'current'],
    ['current bg?', 'current'],
    ['what am I at', 'current'],
    ['what did I have for lunch yesterday', 'history'],
    ['which insulin did I take yesterday morning', 'history'],
    ['what did I eat on Monday', 'history'],
    ['give me lunch ideas', 'meal-ideas'],
    ['thanks', 'thanks'],
    ['bye!', 'thanks'],
    ['does alcohol affect blood sugar', 'explain:alcohol'],
    ['how does exercise affect my sugar', 'explain:exercise'],
    ['why am i always high in the morning', 'explain:dawn-phenomenon'],
    ['what are sick day rules', 'explain:sick-day'],
    ['can i drive with diabetes', 'explain:driving'],
    ['i dont feel my lows anymore', 'explain:hypo-unawareness'],
    ['my basal is 20 should i go to 22', 'dosing'],
    ['is it ok to drink wine with type 1', 'explain:alcohol'],
    ['how should i manage exercise', 'explain:exercise'],
    ['how low is she right now', 'current'],
    ['is he in target rn', 'current'],
    ['what is the dexcom saying', 'current'],
    ['what did my daughter have at lunch yesterday', 'history'],
    ['which snacks did he have today', 'history'],
    ['did she take her tresiba yesterday evening', 'history'],
    ['how much insulin at dinner on monday', 'history'],
    ['how many units did he bolus last time', 'last-dose'],
    ['overall how is everything going', 'summary'],
    ['percent in 70-140 this week', 'metric:tight-range'],
    ['what does my cgm estimate my a1c at', 'metric:gmi'],
    ['how often did he hypo last week', 'metric:lows'],
    ['what was my longest high this week', 'metric:episodes'],
    ['is my tir lower than it was last month', 'compare'],
    ['does she go low more in the morning', 'low-times'],
    ['my highs always seem to come in the evening', 'high-times'],
    ['does dinner send him high', 'after-meal'],
    ['which dinners keep me most steady', 'meal-ideas'],
    ['why does my glucose creep up before i wake', 'explain:dawn-phenomenon'],
    ['why do people stop noticing their hypos', 'explain:hypo-unawareness'],
    ['explain dka to me', 'explain:dka'],
    ['my hba1c is 7.4, what does that mean', 'explain:a1c'],
    ['can you see my libre readings', 'capabilities'],
    ['who scored in the match', 'unclear'],
    ['am i running high a lot in the afternoon', 'high-times'],
  ])('%s -> %s', (message, label) => {
    expect(intentLabel(recognise(message))).toBe(label);
  });

  it('finds the period in a misspelled time word', () => {
    expect(recognise('avg yesteday')).toMatchObject({ kind: 'metric', metric: 'average', period: { label: 'yesterday (Nov 18)' } });
  });

  it('takes the period of the question asked in the last clause', () => {
    expect(recognise('went low on monday, how many lows this week')).toMatchObject({ kind: 'metric', metric: 'lows', period: { label: 'this week (Nov 16 - Nov 19)' } });
  });

  it('takes an emergency over a dosing question in the same message', () => {
    expect(recognise('She passed out, how much insulin should I give?')).toEqual({ kind: 'emergency', emergency: 'unconscious' });
  });

  it('asks for the person own figure only when the question is about them or a period', () => {
    expect(intentLabel(recognise('What is time in range?'))).toBe('explain:time-in-range');
    expect(intentLabel(recognise('What is my time in range?'))).toBe('metric:time-in-range');
  });
});
