import { describe, expect, it } from 'vitest';
import { isDosingQuestion } from '../dosing';
import { detectEmergency } from '../safety/emergency';
import { intentLabel } from '../understand/intent';
import { recogniseIntent } from '../understand/recognise';
import { readMessage } from '../understand/read-message';
import { corpusHash, generatedCorpus, trainingCorpus } from './corpus';
import { FEATURE_VERSION, features } from './features';
import { readModelFile } from './model';

const asked = { now: new Date('2026-11-19T20:00:00.000Z'), timezoneOffsetMinutes: 0 };

describe('the committed model', () => {
  it('was trained on the corpus the generator makes now (else: npm run train:assistant)', () => {
    expect(readModelFile().corpusHash, 'the model is stale: run npm run train:assistant and commit model.json').toBe(corpusHash(trainingCorpus(), FEATURE_VERSION));
  });

  it('is trained on thousands of generated phrasings of every label, never on the held-out or blind sets', () => {
    const corpus = generatedCorpus();
    expect(corpus.length).toBeGreaterThanOrEqual(5000);
    expect(new Set(corpus.map((each) => each.label)).size).toBe(readModelFile().labels.length);
    expect(readModelFile().thresholds.emergency).toBeLessThanOrEqual(0);
  });
});

describe('features', () => {
  it('reads words, word pairs, character 3-grams and numbers by shape', () => {
    expect(features('im 2.8')).toEqual(['im', '#mmol', 'im_#mmol']);
    expect(features('Sugar 2,8')).toEqual(['sugar', '#mmol', 'sugar_#mmol', '~<su', '~sug', '~uga', '~gar', '~ar>']);
    expect(features('bg 54')).toContain('#lowmg');
    expect(features('sugar 3')).toContain('#small');
  });
});

describe('rules and classifier together', () => {
  it.each([
    ['bg thru the floor', 'emergency'],
    ['took a second lantus shot', 'emergency'],
    ['how much humalog for my toast', 'dosing'],
    ['what ratio for spaghetti', 'dosing'],
  ])('"%s" is missed by the rules and caught by the classifier as %s', (message, label) => {
    const read = readMessage(message);
    expect(detectEmergency(read) !== undefined || isDosingQuestion(read.text)).toBe(false);
    expect(intentLabel(recogniseIntent(message, asked))).toBe(label);
  });

  it('leaves gibberish and one-word chatter to the rules', () => {
    expect(intentLabel(recogniseIntent('qwertyuiop', asked))).toBe('unclear');
    expect(intentLabel(recogniseIntent('lol', asked))).toBe('unclear');
  });
});
