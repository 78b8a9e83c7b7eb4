import { createHash } from 'node:crypto';
import type pg from 'pg';
import { CATALOGUE_SOURCE, parseCatalogue, readCatalogueFile, type CatalogueFood } from './catalogue-file';
import { composeDishes, readMixedDishes, type MixedDish } from './mixed-dishes/mixed-dishes';
import { asEatenPrior } from './search/as-eaten';
import { foodHead, foodHeadWithKind } from './search/food-head';

// Any fixed number shared by every process loading the catalogue into this database.
const LOAD_LOCK_KEY = 0x600d_f00d;
/** Bumped whenever the table's shape or the search columns change, so existing databases reload. */
const SCHEMA_VERSION = 3;

export interface CatalogueFiles {
  /** The SR24 file; the shipped one by default. */
  catalogue?: string;
  /** The mixed dishes built from it; the shipped ones by default, none when null. */
  dishes?: string | null;
}

/**
 * Loads the food catalogue (reference data, not events) when the table is missing or a shipped
 * file changed; a no-op otherwise. Safe for several processes starting at once.
 */
export async function ensureFoodCatalogue(pool: pg.Pool, files: CatalogueFiles = {}): Promise<{ loaded: boolean }> {
  const file = await readCatalogueFile(files.catalogue);
  const dishes = files.dishes === null ? { content: '', dishes: [] as MixedDish[] } : await readMixedDishes(files.dishes);
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [LOAD_LOCK_KEY]);
    await createSourceTable(client);
    const checksum = `${file.checksum}:${createHash('sha256').update(dishes.content).digest('hex')}:v${SCHEMA_VERSION}`;
    const current = await client.query<{ checksum: string }>('SELECT checksum FROM food_catalogue_source WHERE source = $1', [CATALOGUE_SOURCE]);
    const loaded = current.rows[0]?.checksum !== checksum;
    if (loaded) {
      const foods = parseCatalogue(file.content);
      await replaceCatalogue(client, [...foods, ...composeDishes(dishes.dishes, foods)], checksum);
    }
    await client.query('COMMIT');
    return { loaded };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

async function createSourceTable(client: pg.PoolClient) {
  await client.query(`CREATE TABLE IF NOT EXISTS food_catalogue_source (
    source text PRIMARY KEY,
    checksum text NOT NULL,
    loaded_at timestamptz NOT NULL DEFAULT now()
  )`);
}

/** Made anew on every load: the table is reference data, and its shape follows SCHEMA_VERSION. */
async function createCatalogueTable(client: pg.PoolClient) {
  // pg_trgm is a trusted extension: the database's owner may create it without superuser rights.
  await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  await client.query('DROP TABLE IF EXISTS food_catalogue, food_catalogue_word');
  await client.query(`CREATE TABLE food_catalogue (
    id text PRIMARY KEY,
    name text NOT NULL,
    source text NOT NULL,
    kcal numeric NOT NULL,
    protein numeric NOT NULL,
    carbs numeric NOT NULL,
    fat numeric NOT NULL,
    fiber numeric,
    sugars numeric,
    measures jsonb NOT NULL,
    -- How likely the entry is the food a person means (search/as-eaten.ts), added to the text rank.
    prior real NOT NULL,
    -- The food itself, without group labels (search/food-head.ts): "hamburger" in "Fast foods, hamburger; single".
    head text NOT NULL,
    -- English stems of the head and of the head with its kind ("beans black"), so "banana" spells
    -- "Bananas" as closely as "Banana" and "black beans" spells "Beans, black".
    head_stems text NOT NULL,
    head_kind_stems text NOT NULL,
    -- 'simple' keeps every word as typed (prefixes of "organic"); 'english' adds stems ("apple" finds "Apples").
    -- Words of the head are marked A, so a query can ask for them there: "Rice, white" over "Soup, ... with rice".
    search tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('simple', head) || to_tsvector('english', head), 'A') ||
      setweight(to_tsvector('simple', name) || to_tsvector('english', name), 'C')
    ) STORED
  )`);
  await client.query('CREATE INDEX food_catalogue_search ON food_catalogue USING gin (search)');
  // Every word of every name, for spelling correction by trigram similarity ("spagetti" to "spaghetti").
  await client.query('CREATE TABLE food_catalogue_word (word text PRIMARY KEY)');
  await client.query('CREATE INDEX food_catalogue_word_trigrams ON food_catalogue_word USING gin (word gin_trgm_ops)');
}

async function replaceCatalogue(client: pg.PoolClient, foods: readonly CatalogueFood[], checksum: string) {
  await createCatalogueTable(client);
  await client.query(
    `INSERT INTO food_catalogue (id, name, source, kcal, protein, carbs, fat, fiber, sugars, measures, prior, head, head_stems, head_kind_stems)
     SELECT id, name, source, kcal, protein, carbs, fat, fiber, sugars, measures::jsonb, prior, head,
            array_to_string(tsvector_to_array(to_tsvector('english', head)), ' '), array_to_string(tsvector_to_array(to_tsvector('english', head_kind)), ' ')
     FROM unnest($1::text[], $2::text[], $3::numeric[], $4::numeric[], $5::numeric[], $6::numeric[], $7::numeric[], $8::numeric[], $9::text[], $10::real[], $11::text[], $12::text[], $13::text[])
       AS food(id, name, kcal, protein, carbs, fat, fiber, sugars, measures, prior, head, head_kind, source)`,
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
      foods.map(asEatenPrior),
      foods.map((food) => foodHead(food.name)),
      foods.map((food) => foodHeadWithKind(food.name)),
      foods.map((food) => food.source),
    ],
  );
  await client.query(
    `INSERT INTO food_catalogue_word (word)
     SELECT DISTINCT word FROM food_catalogue, regexp_split_to_table(lower(name), '[^[:alnum:]]+') AS word
     WHERE length(word) > 1`,
  );
  await client.query(
    `INSERT INTO food_catalogue_source (source, checksum) VALUES ($1, $2)
     ON CONFLICT (source) DO UPDATE SET checksum = EXCLUDED.checksum, loaded_at = now()`,
    [CATALOGUE_SOURCE, checksum],
  );
}
