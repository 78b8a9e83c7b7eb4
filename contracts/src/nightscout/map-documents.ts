import type { NightscoutMapOptions } from './instant';
import { mapNightscoutEntries } from './map-entries';
import { mapNightscoutTreatments } from './map-treatments';
import type { NightscoutMapping } from './mapping';

/** A treatment names its event type or carries created_at; an entry carries sgv, mbg or a type. */
export function isNightscoutTreatment(item: unknown): boolean {
  if (typeof item !== 'object' || item === null) return false;
  const document = item as Record<string, unknown>;
  return 'eventType' in document || ('created_at' in document && !('sgv' in document) && !('mbg' in document));
}

/**
 * A mix of entries and treatments (a Nightscout export) to records; each record and error keeps
 * the item's position in `items` (+ 1) as its line.
 */
export function mapNightscoutDocuments(items: readonly unknown[], options: NightscoutMapOptions): NightscoutMapping {
  const mapping: NightscoutMapping = { records: [], errors: [], ignored: 0 };
  items.forEach((item, index) => {
    const one = isNightscoutTreatment(item) ? mapNightscoutTreatments([item], options) : mapNightscoutEntries([item], options);
    mapping.records.push(...one.records.map((record) => ({ ...record, line: index + 1 })));
    mapping.errors.push(...one.errors.map((error) => ({ ...error, line: index + 1 })));
    mapping.ignored += one.ignored;
  });
  return mapping;
}
