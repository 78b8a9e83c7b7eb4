import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every table belongs to the folder that defines it: a read model's `tables: [...]`, or a
 * `CREATE TABLE`. Only that folder (and the folders inside it) names the table in SQL; everyone
 * else composes the queries it exports. This check fails the build when product code elsewhere
 * reads or writes a table it does not own.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const BROWSER_WORKSPACES = new Set(['web', 'contracts']);

interface SourceFile {
  path: string;
  text: string;
}

const IDENTIFIER = '([a-z_][a-z0-9_]*)';
/** A table defined: `tables: ['a', 'b']`, `CREATE TABLE [IF NOT EXISTS] name` or `CREATE TABLE ... ${table('name')}`. */
const DECLARED_LIST = /\btables:\s*\[([^\]]*)\]/g;
const CREATED = new RegExp(`CREATE TABLE (?:IF NOT EXISTS )?(?:\\$\\{table\\('${IDENTIFIER}'\\)\\}|${IDENTIFIER})`, 'g');
/** A table named in SQL: after FROM, JOIN, INTO, UPDATE or TABLE, or as a projection's `table('name')`. */
const NAMED = new RegExp(`\\b(?:FROM|JOIN|INTO|UPDATE|TABLE)\\s+(?:IF NOT EXISTS\\s+|ONLY\\s+)?${IDENTIFIER}\\b|\\btable\\('${IDENTIFIER}'\\)`, 'g');

function serverWorkspaces(): string[] {
  const { workspaces } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] };
  return workspaces.filter((workspace) => !BROWSER_WORKSPACES.has(workspace)).map((workspace) => `${workspace}/src`);
}

function isProductCode(path: string): boolean {
  return /\.ts$/.test(path) && !/\.test\.ts$/.test(path) && !/\/(testing|fixtures)\//.test(path);
}

function sourceFiles(directory: string): string[] {
  let names: string[];
  try {
    names = readdirSync(directory);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'dist' ? [] : sourceFiles(path);
    return [path];
  });
}

function productSources(): SourceFile[] {
  return serverWorkspaces()
    .flatMap((folder) => sourceFiles(join(ROOT, folder)))
    .map((file) => relative(ROOT, file))
    .filter(isProductCode)
    .map((path) => ({ path, text: withoutComments(readFileSync(join(ROOT, path), 'utf8')) }));
}

function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

/** Each table and the folder that defines it. */
function tableOwners(files: readonly SourceFile[]): Map<string, string> {
  const owners = new Map<string, string>();
  const own = (table: string, file: SourceFile) => {
    const folder = dirname(file.path);
    const known = owners.get(table);
    if (known && known !== folder) throw new Error(`${table} is defined in both ${known} and ${folder}`);
    owners.set(table, folder);
  };
  for (const file of files) {
    for (const [, list] of file.text.matchAll(DECLARED_LIST)) for (const [, table] of list!.matchAll(/'([a-z_][a-z0-9_]*)'/g)) own(table!, file);
    for (const [, projected, plain] of file.text.matchAll(CREATED)) own((projected ?? plain)!, file);
  }
  return owners;
}

/** `path: table (owned by folder)` for every table a file names outside the folder that owns it. */
function tablesNamedOutsideTheirFolder(files: readonly SourceFile[], owners: ReadonlyMap<string, string>): string[] {
  const found: string[] = [];
  for (const file of files) {
    const named = new Set([...file.text.matchAll(NAMED)].map(([, inSql, inProjection]) => (inSql ?? inProjection)!));
    for (const table of named) {
      const owner = owners.get(table);
      if (owner && !`${dirname(file.path)}/`.startsWith(`${owner}/`)) found.push(`${file.path}: ${table} (owned by ${owner})`);
    }
  }
  return found.sort();
}

describe('each table is read and written only by the folder that defines it', () => {
  const files = productSources();
  const owners = tableOwners(files);

  it('derives the owners from the read models and the tables created', () => {
    expect(owners.get('meals')).toBe('projections/src/meals');
    expect(owners.get('glucose_readings')).toBe('projections/src/glucose-readings');
    expect(owners.get('glucose_daily_readings')).toBe('projections/src/glucose-daily');
    expect(owners.get('reports')).toBe('projections/src/report-files');
    expect(owners.get('import_uploads')).toBe('imports/src/file-imports');
  });

  it('finds no table named in SQL outside its folder', () => {
    expect(tablesNamedOutsideTheirFolder(files, owners)).toEqual([]);
  });

  it('would catch one, and leaves the owner, its inner folders and unknown names alone', () => {
    const sample: SourceFile[] = [
      { path: 'projections/src/meals/projection.ts', text: "tables: ['meals'], init: () => sql.query(`CREATE TABLE IF NOT EXISTS ${table('meals')} (...)`)" },
      { path: 'projections/src/meals/query.ts', text: 'SELECT record FROM meals WHERE user_id = $1' },
      { path: 'projections/src/meals/inner/sum.ts', text: 'SELECT sum(carbs) FROM meals' },
      { path: 'projections/src/meals-report/query.ts', text: 'WITH days AS (SELECT 1) SELECT m.record FROM days JOIN meals m ON true' },
      { path: 'workers/src/jobs/report.ts', text: 'await pool.query(`UPDATE meals SET deleted = true`)' },
    ];
    expect(tablesNamedOutsideTheirFolder(sample, tableOwners(sample))).toEqual([
      'projections/src/meals-report/query.ts: meals (owned by projections/src/meals)',
      'workers/src/jobs/report.ts: meals (owned by projections/src/meals)',
    ]);
  });
});
