import type pg from 'pg';

/** The read models a reading's POST gives work to; the others' checkpoints move with the list's. */
export const READING_READ_MODELS = ['glucose_readings', 'glucose_daily', 'audit_timeline'] as const;

const EVERY_MS = 20;

/**
 * How many events each live read model's checkpoint is behind the feed's head, sampled every
 * 20 ms while a round runs. The list has to keep up for the lag goal; the slow read models (the
 * day digests and the activity history) rest between batches, and this is what that costs
 * their readers.
 */
export function sampleStaleness(pool: pg.Pool, names: readonly string[] = READING_READ_MODELS) {
  const behind = new Map<string, number[]>(names.map((name) => [name, []]));
  let running = true;
  const loop = (async () => {
    while (running) {
      const { rows } = await pool.query<{ name: string; behind: string }>(
        `SELECT name, (SELECT max(global_position) FROM events) - position_prepare AS behind
           FROM projection_checkpoints WHERE status = 'live' AND name = ANY($1::text[])`,
        [names],
      );
      for (const row of rows) behind.get(row.name)!.push(Math.max(0, Number(row.behind)));
      await new Promise((resolve) => setTimeout(resolve, EVERY_MS));
    }
  })();
  return {
    async stop(): Promise<Map<string, number[]>> {
      running = false;
      await loop;
      return behind;
    },
  };
}
