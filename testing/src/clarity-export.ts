/**
 * A Dexcom Clarity CSV export as Clarity writes it (G6, mg/dL), of made-up readings every
 * 5 minutes: the header and patient rows, an alert row, EGV rows with a 'Low' and a 'High', and
 * an insulin and a carbs row each day. Times are device-local, without a zone.
 */
export interface ClarityExportOptions {
  /** Local midnight of the first day, 'YYYY-MM-DD'. */
  firstDay: string;
  days: number;
  /** Rows written as they are, after the generated ones (bad rows for a test). */
  extraRows?: string[];
}

const HEADER =
  'Index,Timestamp (YYYY-MM-DDThh:mm:ss),Event Type,Event Subtype,Patient Info,Device Info,Source Device ID,Glucose Value (mg/dL),Insulin Value (u),Carb Value (grams),Duration (hh:mm:ss),Glucose Rate of Change (mg/dL/min),Transmitter Time (Long Integer),Transmitter ID';

export const READINGS_PER_DAY = 288;

export function clarityExport(options: ClarityExportOptions): string {
  const rows = [HEADER, '1,,FirstName,,Testy,,,,,,,,,', '2,,LastName,,McTestface,,,,,,,,,', '3,,Device,,,"G6 Mobile App, SN PX7Q3K9",Android G6,,,,,,,', '4,,Alert,High,,,Android G6,250,,,00:00:00,,,'];
  const start = Date.parse(`${options.firstDay}T00:00:00Z`);
  for (let index = 0; index < options.days * READINGS_PER_DAY; index += 1) {
    const local = new Date(start + index * 5 * 60_000 + 31_000).toISOString().slice(0, 19);
    rows.push(`${rows.length},${local},EGV,,,,Android G6,${glucoseText(index)},,,,,${4_000_000 + index * 300},8QXJ2K`);
    if (index % READINGS_PER_DAY === 100) rows.push(`${rows.length},${local},Insulin,Fast-Acting,,,Android G6,,4.5,,,,,`);
    if (index % READINGS_PER_DAY === 101) rows.push(`${rows.length},${local},Carbs,,,,Android G6,,,45,,,,`);
  }
  return [...rows, ...(options.extraRows ?? [])].join('\n') + '\n';
}

/** A daily curve, with one 'Low' and one 'High' a day. */
function glucoseText(index: number): string {
  const slot = index % READINGS_PER_DAY;
  if (slot === 50) return 'Low';
  if (slot === 200) return 'High';
  return String(Math.round(140 + 60 * Math.sin((slot / READINGS_PER_DAY) * 2 * Math.PI)));
}
