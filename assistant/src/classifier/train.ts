import { writeFileSync } from 'node:fs';
import { isDosingQuestion } from '../dosing';
import { detectEmergency } from '../safety/emergency';
import { readMessage } from '../understand/read-message';
import { corpusHash, trainingCorpus } from './corpus';
import { crossValidate, figuresAt, thresholdForRecall } from './cross-validate';
import { FEATURE_VERSION } from './features';
import { MODEL_URL, newClassifier, type ModelFile } from './model';

/**
 * npm run train:assistant: generates the corpus, cross-validates (5 folds) to set the emergency and
 * dosing thresholds for recall, trains on the whole corpus and writes the committed model.json.
 */
const FOLDS = 5;
/** Out-of-fold recall the thresholds are set for; the rules catch the rest (see recognise.ts). */
const RECALL = { emergency: 0.995, dosing: 0.99 } as const;

const corpus = trainingCorpus();
const readings = crossValidate(corpus, FOLDS);
const read = corpus.map(({ message }) => readMessage(message));
const byRules = { emergency: read.map((message) => detectEmergency(message) !== undefined), dosing: read.map((message) => isDosingQuestion(message.text)) };
const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
const thresholds = { emergency: 0, dosing: 0 };
for (const label of ['emergency', 'dosing'] as const) {
  thresholds[label] = thresholdForRecall(readings, byRules[label], label, RECALL[label]);
  const rulesAlone = figuresAt(readings, byRules[label], label, Infinity);
  const together = figuresAt(readings, byRules[label], label, thresholds[label]);
  console.log(`${label.padEnd(10)} rules alone: recall ${percent(rulesAlone.recall)}, precision ${percent(rulesAlone.precision)}; with the classifier from a margin of ${thresholds[label].toFixed(2)} (log2 odds): recall ${percent(together.recall)}, precision ${percent(together.precision)}`);
}
console.log(`classifier alone, cross-validated accuracy (${FOLDS} folds, ${corpus.length} messages): ${percent(figuresAt(readings, byRules.emergency, 'emergency', 0).accuracy)}`);

const classifier = newClassifier();
for (const { label, message } of corpus) classifier.learn(message, label);
classifier.consolidate();
const model: ModelFile = {
  corpusHash: corpusHash(corpus, FEATURE_VERSION),
  messages: corpus.length,
  labels: [...new Set(corpus.map((each) => each.label))].sort(),
  thresholds,
  learnings: classifier.exportJSON(),
};
writeFileSync(MODEL_URL, `${JSON.stringify(model)}\n`);
console.log(`wrote ${MODEL_URL.pathname} (${corpus.length} messages, ${model.labels.length} labels)`);
