/**
 * `npm run eval:alerts -- <file> [--time-zone <IANA>]`: replays a CGM file, in any format the
 * import reads, through the live alert evaluator with the default settings, and prints one JSON
 * line per alert, then the forecast's figures on that file.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { DEFAULT_ALERT_SETTINGS } from '@glyco/contracts';
import { readTraceFile } from './trace';
import { evaluateTrace, printedLines } from './lines';

const [file, ...rest] = process.argv.slice(2).filter((argument) => argument !== '--');
if (!file) {
  console.error('Usage: npm run eval:alerts -- <file> [--time-zone Europe/Paris]');
  process.exit(2);
}
const zoneFlag = rest.indexOf('--time-zone');
const timeZone = zoneFlag >= 0 ? rest[zoneFlag + 1] : undefined;
const trace = await readTraceFile(readFileSync(file), basename(file), timeZone);
for (const line of printedLines(evaluateTrace(trace, DEFAULT_ALERT_SETTINGS, timeZone))) console.log(line);
