import { readFileSync } from 'node:fs';
import naiveBayesTextClassifier from 'wink-naive-bayes-text-classifier';
import { marginOf } from './cross-validate';
import { features } from './features';

/** The committed model: what it was trained on (the corpus hash) and the thresholds cross-validation set. */
export interface ModelFile {
  corpusHash: string;
  messages: number;
  labels: string[];
  /** The margin (log2 odds against the best other label) from which a message is taken as an emergency or a dosing question: set for recall. */
  thresholds: { emergency: number; dosing: number };
  /** wink-naive-bayes-text-classifier's exportJSON(). */
  learnings: string;
}

export const MODEL_URL = new URL('./model.json', import.meta.url);

export function newClassifier() {
  const classifier = naiveBayesTextClassifier();
  classifier.definePrepTasks([features]);
  // Presence, not counts: a short message says a word once; smoothing below add-one suits a large vocabulary.
  classifier.defineConfig({ considerOnlyPresence: true, smoothingFactor: 0.5 });
  return classifier;
}

export function readModelFile(): ModelFile {
  return JSON.parse(readFileSync(MODEL_URL, 'utf8')) as ModelFile;
}

/** The classifier's reading of a message: each label's log2 odds against the rest. */
export interface Classification {
  odds: Record<string, number>;
  best: string;
  /** How many of the message's words the corpus holds: a reading of one word or none rests on the priors. */
  knownWords: number;
  /** Each label's margin against the best other label, and the recall-set thresholds for the safety labels. */
  margin: (label: string) => number;
  thresholds: ModelFile['thresholds'];
}

let loaded: { model: ModelFile; classifier: ReturnType<typeof newClassifier>; words: Set<string> } | undefined;

function trained() {
  if (!loaded) {
    const model = readModelFile();
    const classifier = newClassifier();
    classifier.importJSON(model.learnings);
    classifier.consolidate();
    const vocabulary = (JSON.parse(model.learnings) as unknown[])[4] as string[];
    loaded = { model, classifier, words: new Set(vocabulary.filter((token) => !token.startsWith('~') && !token.includes('_'))) };
  }
  return loaded;
}

export function classify(message: string): Classification {
  const { model, classifier, words } = trained();
  const pairs = classifier.computeOdds(message);
  const odds = Object.fromEntries(pairs);
  const best = pairs[0]?.[0] ?? 'unclear';
  const knownWords = features(message).filter((token) => words.has(token)).length;
  return { odds, best: best === 'unknown' ? 'unclear' : best, knownWords, margin: (label) => marginOf(odds, label), thresholds: model.thresholds };
}

/** Fewer known words than this, and only the classifier's best label counts; with none, it has nothing to go on. */
const WORDS_FOR_RECALL = 2;

/**
 * Whether the classifier takes a message as `label` (an emergency or a dosing question). Where the
 * rules placed the message elsewhere, or it has too few known words, only a best label counts; where
 * they could not place it, the threshold set for recall does.
 */
export function flags(reading: Classification, label: 'emergency' | 'dosing', placedByRules: boolean): boolean {
  if (reading.knownWords === 0) return false;
  const threshold = placedByRules || reading.knownWords < WORDS_FOR_RECALL ? 0 : reading.thresholds[label];
  return reading.margin(label) >= threshold;
}
