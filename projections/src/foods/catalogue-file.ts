import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import type { FoodMeasure, FoodSource } from '@glyco/contracts';
import { parseMeasures } from './measures';

/** USDA National Nutrient Database for Standard Reference, release 24; values per 100 g. */
export const CATALOGUE_SOURCE = 'usda-sr24' as const;
export const CATALOGUE_FILE = fileURLToPath(new URL('../../data/usda-sr24-foods.csv', import.meta.url));

export interface CatalogueFood {
  /** The USDA NDB number, 5 digits with its leading zero; `recipe-...` for a mixed dish. */
  id: string;
  source: FoodSource;
  name: string;
  kcal: number;
  protein: number;
  carbs: number;
  fat: number;
  fiber: number | null;
  sugars: number | null;
  measures: FoodMeasure[];
}

interface CatalogueRow {
  ndb_no: string;
  name: string;
  kcal: string;
  protein_g: string;
  carbs_g: string;
  fat_g: string;
  fiber_g: string;
  sugars_g: string;
  measures: string;
}

export interface CatalogueFile {
  checksum: string;
  content: Buffer;
}

export async function readCatalogueFile(path = CATALOGUE_FILE): Promise<CatalogueFile> {
  const content = await readFile(path);
  return { checksum: createHash('sha256').update(content).digest('hex'), content };
}

/** Rows without the core nutrients (e.g. USDA's "ground beef calculator") are not foods and are left out. */
export function parseCatalogue(content: Buffer | string): CatalogueFood[] {
  const rows = parse(content, { columns: true, skip_empty_lines: true, trim: true }) as CatalogueRow[];
  return rows.flatMap((row) => {
    const core = [row.kcal, row.protein_g, row.carbs_g, row.fat_g].map(optionalNumber);
    const [kcal, protein, carbs, fat] = core;
    if (core.some((value) => value === null)) return [];
    const food: CatalogueFood = {
      id: row.ndb_no,
      source: CATALOGUE_SOURCE,
      name: row.name,
      kcal: kcal!,
      protein: protein!,
      carbs: carbs!,
      fat: fat!,
      fiber: optionalNumber(row.fiber_g),
      sugars: optionalNumber(row.sugars_g),
      measures: parseMeasures(row.measures),
    };
    return [food];
  });
}

function optionalNumber(text: string): number | null {
  if (text === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}
