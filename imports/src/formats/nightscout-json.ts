import { IANAZone } from 'luxon';
import {
  NIGHTSCOUT_MESSAGES,
  mapNightscoutEntries,
  mapNightscoutTreatments,
  nestsDeeperThan,
  type NightscoutMapOptions,
  type NightscoutMapping,
} from '@glyco/contracts';
import type { JsonDocuments } from './json-documents';
import { UnknownImportFormatError } from './unknown-format-error';
import { RecordCollector, type ParsedImport } from './parsed-import';
import type { ParseOptions } from './parse-options';

/** Fields every Nightscout entry or treatment has one of. */
const NIGHTSCOUT_FIELDS = ['sgv', 'mbg', 'eventType', 'created_at', 'dateString'];
const NIGHTSCOUT_FIELD_IN_TEXT = new RegExp(`"(?:${NIGHTSCOUT_FIELDS.join('|')})"\\s*:`);

/** Whether JSON text names a Nightscout field: enough to tell a Nightscout file from any other JSON. */
export function mentionsNightscoutFields(text: string): boolean {
  return NIGHTSCOUT_FIELD_IN_TEXT.test(text);
}

function isNightscoutDocument(item: unknown): boolean {
  return !!item && typeof item === 'object' && NIGHTSCOUT_FIELDS.some((field) => field in item);
}

/** Treatments carry an eventType or a created_at; entries a date and a type, sgv or mbg. */
function isTreatment(item: unknown): boolean {
  if (!item || typeof item !== 'object') return false;
  const document = item as Record<string, unknown>;
  return 'eventType' in document || ('created_at' in document && !('sgv' in document) && !('mbg' in document));
}

/** mongoexport wraps a date's milliseconds once (`{ "$date": { "$numberLong": "…" } }`); deeper is no export. */
const MAX_WRAPPERS = 2;

/** The value inside one of mongoexport's wrappers, or `unwrapped: false` for a value that is none. */
function unwrapOnce(value: unknown): { unwrapped: true; value: unknown; isDate: boolean } | { unwrapped: false } {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { unwrapped: false };
  const wrapped = value as Record<string, unknown>;
  if (typeof wrapped.$oid === 'string') return { unwrapped: true, value: wrapped.$oid, isDate: false };
  for (const key of ['$numberLong', '$numberInt', '$numberDouble'] as const) {
    if (typeof wrapped[key] === 'string') return { unwrapped: true, value: Number(wrapped[key]), isDate: false };
  }
  if ('$date' in wrapped) return { unwrapped: true, value: wrapped.$date, isDate: true };
  return { unwrapped: false };
}

/**
 * mongoexport writes `{ "$oid": … }`, `{ "$date": … }` and `{ "$numberLong": "…" }` for plain
 * values. Unwrapped in a loop, at most MAX_WRAPPERS deep: a `$date` nested 50,000 deep stays
 * wrapped (and its item is refused as having no valid time) instead of overflowing the stack.
 */
function plainValue(value: unknown): unknown {
  let current = value;
  let isDate = false;
  for (let depth = 0; depth < MAX_WRAPPERS; depth += 1) {
    const step = unwrapOnce(current);
    if (!step.unwrapped) break;
    current = step.value;
    isDate ||= step.isDate;
  }
  // An instant JavaScript cannot hold stays a number, which the mapping refuses as no valid time.
  if (isDate && typeof current === 'number' && !Number.isNaN(new Date(current).getTime())) return new Date(current).toISOString();
  return current;
}

function plainDocument(item: unknown): unknown {
  if (!item || typeof item !== 'object' || Array.isArray(item)) return item;
  const document = Object.fromEntries(Object.entries(item).map(([key, value]) => [key, plainValue(value)]));
  // An entry's `date` is milliseconds; mongoexport may have turned it into an ISO date.
  if (typeof document.date === 'string' && !document.dateString) document.dateString = document.date;
  if (typeof document.date === 'string') delete document.date;
  return document;
}

function addMapping(collector: RecordCollector, mapping: NightscoutMapping, numbers: number[]): void {
  const numberOf = (line: number | undefined) => numbers[(line ?? 1) - 1]!;
  for (const record of mapping.records) collector.add({ ...record, line: numberOf(record.line) });
  for (const error of mapping.errors) collector.reject(numberOf(error.line), error.message);
}

/**
 * Nightscout JSON, entries and treatments in any mix, mapped by the same rules as the Nightscout
 * upload API. Items Glyco does not keep (calibrations, temp basals, notes) are not counted.
 */
export function parseNightscoutJson(documents: JsonDocuments, options: ParseOptions): ParsedImport {
  if (documents.items.length > 0 && !documents.items.some(isNightscoutDocument)) throw new UnknownImportFormatError();
  const zone = IANAZone.create(options.timeZone);
  const mapOptions: NightscoutMapOptions = { now: options.now, offsetMinutesAt: (instant) => zone.offset(instant.getTime()) };
  const entries: { items: unknown[]; numbers: number[] } = { items: [], numbers: [] };
  const treatments: { items: unknown[]; numbers: number[] } = { items: [], numbers: [] };
  const collector = new RecordCollector(options.limits);
  collector.checkTotal(documents.items.length);
  documents.items.forEach((item, index) => {
    if (nestsDeeperThan(item, options.limits.maxDepth)) {
      collector.reject(documents.numbers[index]!, NIGHTSCOUT_MESSAGES.nestedTooDeeply);
      return;
    }
    const target = isTreatment(item) ? treatments : entries;
    target.items.push(plainDocument(item));
    target.numbers.push(documents.numbers[index]!);
  });
  const entryMapping = mapNightscoutEntries(entries.items, mapOptions);
  const treatmentMapping = mapNightscoutTreatments(treatments.items, mapOptions);
  collector.total = documents.items.length - entryMapping.ignored - treatmentMapping.ignored;
  addMapping(collector, entryMapping, entries.numbers);
  addMapping(collector, treatmentMapping, treatments.numbers);
  if (documents.cutAt !== undefined) collector.rejectCutRow(documents.cutAt);
  const records = [...collector.records].sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  return { ...collector.result('nightscout', records[0]?.deviceKind), records };
}
