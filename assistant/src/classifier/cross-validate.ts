import type { CorpusMessage } from './corpus';
import { newClassifier } from './model';

/** Out-of-fold odds, in the corpus's order: each message read by a model trained on the other folds. */
export interface HeldOutReading {
  label: string;
  best: string;
  odds: Record<string, number>;
}

export function crossValidate(corpus: readonly CorpusMessage[], folds: number): HeldOutReading[] {
  const readings: HeldOutReading[] = new Array<HeldOutReading>(corpus.length);
  for (let fold = 0; fold < folds; fold += 1) {
    const classifier = newClassifier();
    corpus.forEach(({ label, message }, index) => {
      if (index % folds !== fold) classifier.learn(message, label);
    });
    classifier.consolidate();
    corpus.forEach(({ label, message }, index) => {
      if (index % folds !== fold) return;
      const pairs = classifier.computeOdds(message);
      readings[index] = { label, best: pairs[0]![0], odds: Object.fromEntries(pairs) };
    });
  }
  return readings;
}

/**
 * How far a label's log2 odds are from the best other label's: 0 or more when it is the best. A
 * threshold below 0 takes a label that comes close second, which is how recall is bought.
 */
export function marginOf(odds: Record<string, number>, label: string): number {
  const own = odds[label] ?? -Infinity;
  const others = Object.entries(odds).filter(([other]) => other !== label).map(([, value]) => value);
  return own - Math.max(...others, -Infinity);
}

/**
 * The highest margin (never above 0) at which the rules and the classifier together catch `recall`
 * of the label's messages out of fold: the classifier only has to catch what the rules miss
 * (`byRules[i]`). A miss of an emergency can cost a life and a false alarm a paragraph, so the
 * threshold is set by recall.
 */
export function thresholdForRecall(readings: readonly HeldOutReading[], byRules: readonly boolean[], label: string, recall: number): number {
  const ofLabel = readings.map((reading, index) => ({ reading, index })).filter(({ reading }) => reading.label === label);
  const missedByRules = ofLabel.filter(({ index }) => !byRules[index]).map(({ reading }) => marginOf(reading.odds, label)).sort((a, b) => a - b);
  const mayMiss = Math.floor((1 - recall) * ofLabel.length);
  return Math.min(0, missedByRules[mayMiss] ?? 0);
}

export interface FoldFigures {
  accuracy: number;
  recall: number;
  precision: number;
}

/** Recall and precision of the rules and the classifier together; accuracy of the classifier alone. */
export function figuresAt(readings: readonly HeldOutReading[], byRules: readonly boolean[], label: string, threshold: number): FoldFigures {
  const flagged = readings.filter((reading, index) => byRules[index] || marginOf(reading.odds, label) >= threshold);
  const truth = readings.filter((reading) => reading.label === label);
  const caught = flagged.filter((reading) => reading.label === label).length;
  const accuracy = readings.filter((reading) => reading.best === reading.label).length / readings.length;
  return { accuracy, recall: caught / truth.length, precision: flagged.length === 0 ? 1 : caught / flagged.length };
}
