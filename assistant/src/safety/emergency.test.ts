import { describe, expect, it } from 'vitest';
import { detectEmergency } from './emergency';
import { statedGlucoseMgdl } from './stated-glucose';

describe('statedGlucoseMgdl', () => {
  it.each([
    ['my sensor says 52', [52]],
    ['bg 2.9', [52.245211]],
    ['im at 61', [61]],
    ['dropped to 48mg/dl', [48]],
    ['her libre says 3.1 mmol', [55.848329]],
    ['ketones 2.5 and sugar 320', [320]],
    ['its 2.7', [48.642093]],
    ['im 58 right now', [58]],
    ['59 on my finger prick', [59]],
    ['48 on the libre', [48]],
    ['my 8 year old is 3.4', [61.253]],
    ['my 6 yr old is at 62', [62]],
    ['my sugar is 3', [54.047]],
    ['im 2', [36.031]],
    ['she is 3', [54.047]],
    ['took my bolus and now im 3', [54.047]],
  ])('reads the glucose in "%s"', (text, values) => {
    expect(statedGlucoseMgdl(text).map((value) => Math.round(value * 1000) / 1000)).toEqual(values.map((value) => Math.round(value * 1000) / 1000));
  });

  it.each(['how many times was i under 70 this week', 'i ate 45g of carbs', 'took 4 units', 'a1c was 6.5', 'ketones are 1.5', 'my son is 7', 'average over the last 14 days', 'what is an a1c', 'should i raise my basal to 18', 'had lunch at 12', 'is 10 units ok for a pizza', 'time between 3.9 and 10'])(
    'finds no glucose value in "%s"',
    (text) => {
      expect(statedGlucoseMgdl(text)).toEqual([]);
    },
  );
});

describe('detectEmergency', () => {
  it.each([
    ['I feel shaky and my sensor says 52', 'severe-low'],
    ['bg 2.9', 'severe-low'],
    ['BG 2,9 mmol/L', 'severe-low'],
    ['im at 61', 'low'],
    ['sensor says fifty eight', 'low'],
    ['im at 3.8', 'low'],
    ['feeling lowww', 'low'],
    ['having a hypoo', 'low'],
    ['im sweaty and dizy', 'low'],
    ['shakey and sweatty', 'low'],
    ["I'm low", 'low'],
    ['my daughter is 9, her libre says 3,1', 'low'],
    ['low alarm going off', 'low'],
    ['My sugar is severely low and I feel confused', 'severe-low'],
    ['low and she cant swallow', 'severe-low'],
    ['My son is unconscious', 'unconscious'],
    ["I can't wake my husband up", 'unconscious'],
    ['he is having a seizure', 'seizure'],
    ['glucose 420 and I keep vomiting', 'high-with-ketones'],
    ['very high sugar and ketones are large', 'high-with-ketones'],
    ['sugar 320 and breathing heavy', 'high-with-ketones'],
    ['high and vomitting', 'high-with-ketones'],
    ['She passed out, how much insulin should I give?', 'unconscious'],
    ['its 2.7', 'severe-low'],
    ['im 58 right now', 'low'],
    ['my cgm is beeping low', 'low'],
    ['my toddler is floppy and wont drink his juice', 'severe-low'],
    ['feeling wobbly', 'low'],
    ['lips tingling and feel weird', 'low'],
    ['lo on the meter', 'low'],
    ['hypoo help', 'low'],
    ['ketones 3.1 what now', 'high-with-ketones'],
    ['large ketones on the strip', 'high-with-ketones'],
    ['18 mmol and been sick twice', 'high-with-ketones'],
    ['was i low yesterday? bg 50 now', 'severe-low'],
    ['my sugar is 3', 'low'],
    ['im 2', 'severe-low'],
    ["I'm 2.8 and can't think straight", 'severe-low'],
    ["he's not making sense", 'severe-low'],
    ['she is talking nonsense', 'severe-low'],
    ["he's confused", 'severe-low'],
    ["won't wake up", 'unconscious'],
    ['bg 16 and throwing up', 'high-with-ketones'],
    ['sugar 350, stomach pain and very sleepy', 'high-with-ketones'],
    ['his breath smells fruity', 'high-with-ketones'],
    ['breathing really fast and high', 'high-with-ketones'],
    ['my son keeps throwing up', 'high-with-ketones'],
    ["he's really drowsy and 22 mmol", 'high-with-ketones'],
    ['I took 30 units of novorapid instead of lantus', 'overdose'],
    ['took my bolus twice', 'overdose'],
    ['I injected the wrong pen', 'overdose'],
    ['i double dosed my lantus', 'overdose'],
    ['i took too much insulin', 'overdose'],
    ['gave him 8 units but he didnt eat', 'overdose'],
    ['forgot i already took my lantus and took it again', 'overdose'],
    ['took my bolus twice, what should i do', 'overdose'],
    ['he wont respond to me and his bg was low', 'unconscious'],
    ['my son has been sick all morning', 'high-with-ketones'],
    ['she seems a bit out of it', 'severe-low'],
  ])('"%s" is %s', (message, kind) => {
    expect(detectEmergency(message)).toBe(kind);
  });

  it.each([
    'When do I usually go low?',
    'How many lows did I have this week?',
    'what are the symptoms of a hypo',
    'what is a hypo',
    'can vomiting cause high blood sugar',
    'what is dka',
    'my glucose is 120',
    'im at 3.9',
    'how often am I under 70',
    'what was my highest this week',
    'How was my glucose this week?',
    'What should I eat for dinner?',
    'was i low yesterday',
    'did he go low last night',
    'ketones 0.2 this morning',
    'what are the signs of a low',
    'im confused about gmi',
    'can vomiting cause high blood sugar',
    'i dont feel my lows anymore',
    'should i take a double dose',
    'took my basal at 10pm',
    'my son is 7',
    'my basal is 20 should i go to 22',
    'is it ok to drink wine with type 1',
    'i didnt wake up for my alarm',
  ])('"%s" is not an emergency', (message) => {
    expect(detectEmergency(message)).toBeUndefined();
  });
});
