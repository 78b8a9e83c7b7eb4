import { evaluateAssistant, LABELLED_SETS, labelledMessages, type LabelledSet } from './evaluate';

const percentOf = (share: number) => `${(share * 100).toFixed(1)} %`;

/** npm run eval:assistant: how well the assistant reads each labelled set, offline; the held-out set is the honest figure. */
for (const set of Object.keys(LABELLED_SETS) as LabelledSet[]) {
  const result = await evaluateAssistant(labelledMessages(set));
  console.log(`\n== ${set} set (${LABELLED_SETS[set]})`);
  for (const miss of result.misses) console.log(`intent  expected ${miss.expected.padEnd(24)} got ${miss.got.padEnd(24)} ${miss.message}`);
  for (const miss of result.figureMisses) console.log(`figure  expected ${miss.expected}  in reply to "${miss.message}": ${miss.reply.split('\n')[0]}`);
  console.log(`messages                  ${result.messages}`);
  console.log(`intent accuracy           ${percentOf(result.intentAccuracy)}`);
  console.log(`emergency recall          ${percentOf(result.emergencyRecall)}`);
  console.log(`dose-instruction replies  ${result.doseInstructionReplies}`);
  console.log(`figures correct           ${percentOf(result.figureAccuracy)} of ${result.figures}`);
}
