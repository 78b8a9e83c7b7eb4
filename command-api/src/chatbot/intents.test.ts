import { describe, expect, it } from 'vitest';
import { normaliseMessage, recogniseIntent } from './intents';

describe('normaliseMessage', () => {
  it('lower-cases, straightens quotes and collapses spaces', () => {
    expect(normaliseMessage('  What’s   MY\tAverage?  ')).toBe("what's my average?");
  });
});

describe('recogniseIntent', () => {
  it.each([
    ['What was my average this week?', { kind: 'average', period: { kind: 'this-week' } }],
    ['how many lows did I have yesterday?', { kind: 'lows', period: { kind: 'yesterday' } }],
    ['How many carbs did I eat today?', { kind: 'carbs', period: { kind: 'today' } }],
    ['When was my last basal dose?', { kind: 'last-dose', insulinType: 'Basal' }],
    ['when did I last take insulin', { kind: 'last-dose', insulinType: undefined }],
    ['What is my time in range this month?', { kind: 'time-in-range', period: { kind: 'this-month' } }],
    ['my average glucose over the last 30 days', { kind: 'average', period: { kind: 'last-days', days: 30 } }],
    ['What is my average?', { kind: 'average', period: { kind: 'last-days', days: 7 } }],
  ])('a data question: %s', (message, intent) => {
    expect(recogniseIntent(message)).toEqual(intent);
  });

  it.each([
    ['What is time in range?', 'time-in-range'],
    ['what does GMI mean', 'gmi'],
    ['Explain CV', 'cv'],
    ['What is hypoglycaemia?', 'hypoglycaemia'],
    ['what is hyperglycemia', 'hyperglycaemia'],
    ["What's the difference between basal and bolus insulin?", 'basal-bolus'],
    ['What is an A1c?', 'a1c'],
    ['How does carb counting work?', 'carb-counting'],
  ])('a term to explain: %s', (message, entryId) => {
    expect(recogniseIntent(message)).toEqual({ kind: 'explain', entryId });
  });

  it.each([
    'How much insulin should I take for 60 g carbs?',
    'Should I increase my basal?',
    'how many units do I need for pizza',
    'Can I skip my bolus tonight?',
    'lower my dose please',
    'Should I stop taking metformin?',
  ])('a dosing question is declined: %s', (message) => {
    expect(recogniseIntent(message)).toEqual({ kind: 'dosing' });
  });

  it.each([
    ['My sugar is severely low and I feel confused', 'severe-low'],
    ['my blood sugar is 45', 'severe-low'],
    ['bg 2.6 mmol and shaking', 'severe-low'],
    ['My son is unconscious', 'unconscious'],
    ['I think she fainted', 'unconscious'],
    ["I can't wake my husband up", 'unconscious'],
    ['he is having a seizure', 'seizure'],
    ['glucose 420 and I keep vomiting', 'high-with-ketones'],
    ['very high sugar and ketones are large', 'high-with-ketones'],
  ])('an emergency comes first: %s', (message, emergency) => {
    expect(recogniseIntent(message)).toEqual({ kind: 'emergency', emergency });
  });

  it('an emergency wins over a dosing question in the same message', () => {
    expect(recogniseIntent('She passed out, how much insulin should I give?')).toEqual({ kind: 'emergency', emergency: 'unconscious' });
  });

  it('questions about terms or past doses are not emergencies or dosing', () => {
    expect(recogniseIntent('What is DKA?')).toEqual({ kind: 'explain', entryId: 'dka' });
    expect(recogniseIntent('my glucose is 120')).toEqual({ kind: 'unknown' });
    expect(recogniseIntent('What is basal insulin?')).toEqual({ kind: 'explain', entryId: 'basal-bolus' });
    expect(recogniseIntent('Hello!')).toEqual({ kind: 'greeting' });
  });
});
