import type pg from 'pg';
import { CATALOGUE_SOURCE, parseCatalogue, readCatalogueFile, type CatalogueFood } from './catalogue-file';

// Any fixed number shared by every process loading the catalogue into this database.
const LOAD_LOCK_KEY = 0x600d_f00d;

/**
 * Loads the food catalogue (reference data, not events) when the table is missing or the shipped
 * file changed; a no-op otherwise. Safe for several processes starting at once.
 */
export async function ensureFoodCatalogue(pool: pg.Pool, path?: string): Promise<{ loaded: boolean }> {
  const file = await readCatalogueFile(path);
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [LOAD_LOCK_KEY]);
    await createCatalogueTables(client);
    const current = await client.query<{ checksum: string }>('SELECT checksum FROM food_catalogue_source WHERE source = $1', [CATALOGUE_SOURCE]);
    const loaded = current.rows[0]?.checksum !== file.checksum;
    if (loaded) await replaceCatalogue(client, parseCatalogue(file.content), file.checksum);
    await client.query('COMMIT');
    return { loaded };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

async function createCatalogueTables(client: pg.PoolClient) {
  await client.query(`CREATE TABLE IF NOT EXISTS food_catalogue (
    id text PRIMARY KEY,
    name text NOT NULL,
    kcal numeric NOT NULL,
    protein numeric NOT NULL,
    carbs numeric NOT NULL,
    fat numeric NOT NULL,
    fiber numeric,
    sugars numeric,
    measures jsonb NOT NULL,
    -- 'simple' keeps every word as typed (prefixes of "organic"); 'english' adds stems ("apple" finds "Apples").
    search tsvector GENERATED ALWAYS AS (to_tsvector('simple', name) || to_tsvector('english', name)) STORED
  )`);
  await client.query('CREATE INDEX IF NOT EXISTS food_catalogue_search ON food_catalogue USING gin (search)');
  await client.query(`CREATE TABLE IF NOT EXISTS food_catalogue_source (
    source text PRIMARY KEY,
    checksum text NOT NULL,
    loaded_at timestamptz NOT NULL DEFAULT now()
  )`);
}

async function replaceCatalogue(client: pg.PoolClient, foods: readonly CatalogueFood[], checksum: string) {
  await client.query('DELETE FROM food_catalogue');
  await client.query(
    `INSERT INTO food_catalogue (id, name, kcal, protein, carbs, fat, fiber, sugars, measures)
     SELECT id, name, kcal, protein, carbs, fat, fiber, sugars, measures::jsonb
     FROM unnest($1::text[], $2::text[], $3::numeric[], $4::numeric[], $5::numeric[], $6::numeric[], $7::numeric[], $8::numeric[], $9::text[])
       AS food(id, name, kcal, protein, carbs, fat, fiber, sugars, measures)`,
    [
      foods.map((food) => food.id),
      foods.map((food) => food.name),
      foods.map((food) => food.kcal),
      foods.map((food) => food.protein),
      foods.map((food) => food.carbs),
      foods.map((food) => food.fat),
      foods.map((food) => food.fiber),
      foods.map((food) => food.sugars),
      foods.map((food) => JSON.stringify(food.measures)),
    ],
  );
  await client.query(
    `INSERT INTO food_catalogue_source (source, checksum) VALUES ($1, $2)
     ON CONFLICT (source) DO UPDATE SET checksum = EXCLUDED.checksum, loaded_at = now()`,
    [CATALOGUE_SOURCE, checksum],
  );
}
