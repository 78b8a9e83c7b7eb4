import type { HostileProduct } from './hostile-product';

/**
 * Jobs of any queue not yet ended whose payload names `id` (the PostgreSQL queue backend keeps each
 * queue's jobs in `<prefix>_jobs.job`; recurring jobs of nobody in particular are left out this way).
 */
export async function jobsInFlight(product: HostileProduct, id: string): Promise<number> {
  const { rows: schemas } = await product.database.pool.query<{ schema: string }>(
    `SELECT table_schema AS schema FROM information_schema.tables WHERE table_schema LIKE '%\\_jobs' AND table_name = 'job'`,
  );
  let inFlight = 0;
  for (const { schema } of schemas) {
    const { rows } = await product.database.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${schema}".job WHERE state::text NOT IN ('completed', 'failed') AND data::text LIKE $1`, [`%${id}%`]);
    inFlight += rows[0]!.n;
  }
  return inFlight;
}
