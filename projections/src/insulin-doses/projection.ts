import { InsulinDoseDeleted, InsulinDoseLogged, InsulinDoseUpdated, type InsulinDoseLoggedData } from '@glyco/contracts';
import type { RecordedEvent } from '@glyco/event-store';
import type { Projection, ProjectionContext } from '../engine/projection';
import { presentInsulinDose } from './present-insulin-dose';

/**
 * insulin_doses: one row per dose with the record as the API returns it. A deleted dose keeps its
 * row (flagged) so a redelivered older event cannot bring it back.
 */
export const insulinDosesProjection: Projection = {
  name: 'insulin_doses',
  version: 1,
  tables: ['insulin_doses'],
  personRows: { insulin_doses: 'user_id' },
  handles: [InsulinDoseLogged.type, InsulinDoseUpdated.type, InsulinDoseDeleted.type],
  async init({ sql, table, index }) {
    const doses = table('insulin_doses');
    await sql.query(`CREATE TABLE IF NOT EXISTS ${doses} (
      dose_id uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      insulin_type text NOT NULL,
      occurred_at timestamptz NOT NULL,
      search_text text NOT NULL,
      related_meal_id uuid,
      record jsonb NOT NULL,
      deleted boolean NOT NULL DEFAULT false,
      revision bigint NOT NULL
    )`);
    await sql.query(`CREATE INDEX IF NOT EXISTS ${index('insulin_doses', 'by_user_time')} ON ${doses} (user_id, occurred_at DESC) WHERE NOT deleted`);
  },
  async apply(ctx, event) {
    if (event.type === InsulinDoseDeleted.type) return markDeleted(ctx, event);
    return upsertDose(ctx, event);
  },
};

/** What search matches: brand and notes, lower-cased once when written. */
export function doseSearchText(dose: Pick<InsulinDoseLoggedData, 'brand' | 'notes'>): string {
  return `${dose.brand}\n${dose.notes}`.toLowerCase();
}

async function upsertDose({ sql, table }: ProjectionContext, event: RecordedEvent) {
  const dose = event.data as InsulinDoseLoggedData;
  const doses = table('insulin_doses');
  await sql.query(
    `INSERT INTO ${doses} (dose_id, user_id, insulin_type, occurred_at, search_text, related_meal_id, record, deleted, revision)
     VALUES ($1, $2, $3, $4, $5, $6, $7, false, $8)
     ON CONFLICT (dose_id) DO UPDATE SET insulin_type = EXCLUDED.insulin_type, occurred_at = EXCLUDED.occurred_at,
       search_text = EXCLUDED.search_text, related_meal_id = EXCLUDED.related_meal_id, record = EXCLUDED.record,
       deleted = false, revision = EXCLUDED.revision
     WHERE ${doses}.revision < EXCLUDED.revision`,
    [
      dose.doseId,
      dose.userId,
      dose.insulinType,
      dose.timestamp,
      doseSearchText(dose),
      dose.relatedMealId ?? null,
      presentInsulinDose(dose),
      event.revision.toString(),
    ],
  );
}

async function markDeleted({ sql, table }: ProjectionContext, event: RecordedEvent) {
  await sql.query(`UPDATE ${table('insulin_doses')} SET deleted = true, revision = $2 WHERE dose_id = $1 AND revision < $2`, [
    String(event.data.doseId),
    event.revision.toString(),
  ]);
}
