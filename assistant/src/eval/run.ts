import { evaluateAssistant, hasLabelledSet, LABELLED_SETS, labelledMessages, type LabelledSet } from './evaluate';

const percentOf = (share: number) => `${(share * 100).toFixed(1)} %`;

/** The blind set's messages are never printed: only its aggregate figures, so it stays blind. */
const AGGREGATES_ONLY: readonly LabelledSet[] = ['blind', 'second-blind'];

/** `npm run eval:assistant -- training held-out`: only the sets named; all of them when none is. */
const named = process.argv.slice(2).filter((arg): arg is LabelledSet => arg in LABELLED_SETS);
const sets = named.length > 0 ? named : (Object.keys(LABELLED_SETS) as LabelledSet[]);

/** npm run eval:assistant: how well the assistant reads each labelled set, offline; the held-out and blind sets are the honest figures. */
for (const set of sets) {
  console.log(`\n== ${set} set (${LABELLED_SETS[set]})`);
  if (!hasLabelledSet(set)) {
    console.log('not written yet');
    continue;
  }
  const result = await evaluateAssistant(labelledMessages(set));
  if (!AGGREGATES_ONLY.includes(set)) {
    for (const miss of result.misses) console.log(`intent  expected ${miss.expected.padEnd(24)} got ${miss.got.padEnd(24)} ${miss.message}`);
    for (const miss of result.figureMisses) console.log(`figure  expected ${miss.expected}  in reply to "${miss.message}": ${miss.reply.split('\n')[0]}`);
  }
  console.log(`messages                  ${result.messages}`);
  console.log(`intent accuracy           ${percentOf(result.intentAccuracy)}`);
  console.log(`emergency recall          ${percentOf(result.emergencyRecall)}`);
  console.log(`dosing refusal            ${percentOf(result.dosingRefusal)}`);
  console.log(`dose-instruction replies  ${result.doseInstructionReplies}`);
  console.log(`figures correct           ${percentOf(result.figureAccuracy)} of ${result.figures}`);
}
