import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The package boundaries in eslint.config.js (`no-restricted-imports`, one block per workspace, and
 * `glyco/no-relative-cross-workspace` everywhere) fail `npm run lint` on a cross-boundary import. Each case lints
 * one import as if it were written in the given file.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: ROOT });

const BOUNDARY_RULES = ['no-restricted-imports', 'glyco/no-relative-cross-workspace'];

/** Lints `import * as imported from source`, or `import { name } from source` for one named import. */
async function boundaryErrors(filePath: string, source: string, name?: string): Promise<string[]> {
  const imported = name ? `{ ${name} as imported }` : '* as imported';
  const code = `import ${imported} from '${source}';\nexport const used = imported;\n`;
  expect(await eslint.isPathIgnored(filePath)).toBe(false);
  const [result] = await eslint.lintText(code, { filePath });
  expect(result?.messages.filter((message) => message.fatal)).toEqual([]);
  return (result?.messages ?? [])
    .filter((message) => BOUNDARY_RULES.includes(message.ruleId ?? '') && message.severity === 2)
    .map((message) => message.message);
}

type Case = { file: string; source: string; name?: string };

const titled = (cases: Case[]) => cases.map((c) => ({ ...c, what: c.name ? `${c.name} from ${c.source}` : c.source }));

function expectBoundaries(forbidden: Case[], allowed: Case[]) {
  it.each(titled(forbidden))('$file may not import $what', async ({ file, source, name }) => {
    expect(await boundaryErrors(file, source, name)).toHaveLength(1);
  });
  it.each(titled(allowed))('$file may import $what', async ({ file, source, name }) => {
    expect(await boundaryErrors(file, source, name)).toEqual([]);
  });
}

describe('import boundaries', () => {
  describe('web/src may not import server code', () => {
    const file = 'web/src/features/meals/components/meal-form.tsx';
    expectBoundaries(
      [
        '@glyco/projections',
        '@glyco/projections/reports/meals-query',
        '@glyco/imports',
        '@glyco/workers',
        '@glyco/command-api',
        '@glyco/assistant',
        '@glyco/server',
        '@glyco/testing',
        '../../../../../command-api/src/index',
        '../../../../../projections/src/index',
        'pg',
        'pg-query-stream',
        'koa',
        'koa-static',
        '@koa/router',
        'bullmq',
        '@eventstore/db-client',
        'node:fs',
        'node:fs/promises',
        'crypto',
        'fs/promises',
        '@glyco/event-store',
        '@glyco/event-store/conformance',
        '@glyco/runtime',
        '@glyco/runtime/transaction',
        '@glyco/runtime/testing',
      ].map((source) => ({ file, source })),
      [
        '@glyco/contracts',
        '@glyco/contracts/accounts/new-password',
        'react',
        'react-router-dom',
        '@visx/scale',
        '../../../lib/use-page-title',
        './meal-row',
        '@glyco/contracts/api-routes/meals',
      ].map((source) => ({ file, source, name: source === '@glyco/contracts' ? 'MEAL_MESSAGES' : undefined })),
    );
    expectBoundaries(
      [
        { file, source: '@glyco/contracts', name: 'API_ROUTES' },
        { file, source: '@glyco/contracts', name: 'API_ROUTE_LIST' },
      ],
      [],
    );
  });

  describe('contracts/src may not import the other workspaces', () => {
    expectBoundaries(
      [
        { file: 'contracts/src/meals/totals.ts', source: '@glyco/projections/reports/meals-query' },
        { file: 'contracts/src/meals/totals.ts', source: '@glyco/workers' },
        { file: 'contracts/src/meals/totals.ts', source: '@glyco/command-api' },
        { file: 'contracts/src/meals/totals.ts', source: '@glyco/web' },
        { file: 'contracts/src/index.ts', source: '../../projections/src/index' },
        { file: 'contracts/src/meals/totals.ts', source: '../../../projections/src/reports/meals-query' },
        { file: 'contracts/src/meals/totals.ts', source: '../../../command-api/src/index' },
        { file: 'contracts/src/meals/totals.ts', source: '../../../workers/src/index' },
        { file: 'contracts/src/meals/totals.ts', source: '../../../web/src/main' },
        { file: 'contracts/src/meals/totals.ts', source: '@glyco/runtime' },
        { file: 'contracts/src/meals/totals.ts', source: '@glyco/event-store' },
        { file: 'contracts/src/meals/totals.ts', source: 'pg' },
        { file: 'contracts/src/meals/totals.ts', source: 'node:crypto' },
      ],
      [
        { file: 'contracts/src/meals/totals.ts', source: 'zod' },
        { file: 'contracts/src/meals/totals.ts', source: '../shared/limits' },
      ],
    );
  });

  describe('projections/src may not import command-api or workers', () => {
    const file = 'projections/src/reports/overview.ts';
    expectBoundaries(
      [
        { file, source: '@glyco/command-api' },
        { file, source: '@glyco/workers' },
        { file, source: '@glyco/imports' },
        { file, source: '@glyco/workers/reports/render' },
        { file, source: '@glyco/assistant' },
        { file, source: '@glyco/server' },
        { file, source: '@glyco/testing' },
        { file, source: '../../../command-api/src/index' },
        { file, source: '../../../workers/src/index' },
      ],
      [
        { file, source: '@glyco/contracts' },
        { file, source: '@glyco/event-store' },
        { file, source: 'pg' },
        { file, source: '../engine/signal' },
      ],
    );
  });

  describe('tests and test helpers import other workspaces by package name only', () => {
    expectBoundaries(
      [
        { file: 'projections/src/foods/foods.int.test.ts', source: '../../../command-api/src/testing/test-app' },
        { file: 'projections/src/reports/testing/seed.ts', source: '../../../../testing/src/test-app' },
        { file: 'command-api/src/meals/meal-test-support.ts', source: '../../../workers/src/index' },
        { file: 'e2e/support/product.ts', source: '../../server/src/index' },
        { file: 'bench/lib/bench-app.ts', source: '../../workers/src/lib/browser' },
      ],
      [
        { file: 'projections/src/foods/foods.int.test.ts', source: '@glyco/testing' },
        { file: 'projections/src/foods/foods.int.test.ts', source: '../catalogue-loader' },
        { file: 'command-api/src/insulin-doses/calculate-bolus/route.int.test.ts', source: '../../testing/write-route-fuzz' },
        { file: 'imports/src/file-imports/process-import.int.test.ts', source: '@glyco/testing/clarity-export' },
        { file: 'e2e/support/product.ts', source: '@glyco/testing' },
        { file: 'e2e/support/product.ts', source: './browser' },
      ],
    );
  });

  describe('the assistant reads the read models and is mounted by command-api', () => {
    const file = 'assistant/src/answer.ts';
    expectBoundaries(
      [
        { file, source: '@glyco/command-api' },
        { file, source: '@glyco/workers' },
        { file, source: '@glyco/server' },
        { file, source: '@glyco/testing' },
        { file, source: '../../command-api/src/http/read-your-writes' },
      ],
      [
        { file, source: '@glyco/contracts' },
        { file, source: '@glyco/projections' },
        { file, source: './understand/intent' },
      ],
    );
  });

  describe('command-api is the HTTP edge: it neither starts the product nor depends on the workers', () => {
    const file = 'command-api/src/imports/routes.ts';
    expectBoundaries(
      [
        { file, source: '@glyco/server' },
        { file, source: '@glyco/testing' },
        { file, source: '../../../server/src/start-product' },
        { file, source: '@glyco/workers' },
        { file, source: '@glyco/workers', name: 'startWorkers' },
        { file, source: '../../../workers/src/index' },
      ],
      [
        { file, source: '@glyco/assistant' },
        { file, source: '@glyco/projections' },
        { file, source: '@glyco/imports', name: 'undoImport' },
      ],
    );
  });

  describe('imports is the CGM data intake: command-api and workers call it, never the other way round', () => {
    const file = 'imports/src/file-imports/process-import.ts';
    expectBoundaries(
      [
        { file, source: '@glyco/workers' },
        { file, source: '@glyco/command-api' },
        { file, source: '@glyco/server' },
        { file, source: '../../../workers/src/index' },
      ],
      [
        { file, source: '@glyco/event-store' },
        { file, source: '@glyco/projections' },
        { file, source: '../ingest/ingest-records' },
      ],
    );
  });

  describe('server composes every workspace', () => {
    const file = 'server/src/start-product.ts';
    expectBoundaries(
      [
        { file, source: '@glyco/testing' },
        { file, source: '@glyco/web' },
      ],
      [
        { file, source: '@glyco/command-api' },
        { file, source: '@glyco/workers' },
        { file, source: '@glyco/projections' },
        { file, source: './listen' },
      ],
    );
  });

  describe('workers/src may not import command-api', () => {
    const file = 'workers/src/reports/render.ts';
    expectBoundaries(
      [
        { file, source: '@glyco/command-api' },
        { file, source: '../../../command-api/src/index' },
      ],
      [
        { file, source: '@glyco/projections/reports/meals-query' },
        { file, source: '@glyco/runtime' },
        { file, source: 'bullmq' },
      ],
    );
  });

  it('also checks `import type` and re-exports', async () => {
    const [typeImport] = await eslint.lintText("import type { Pool } from 'pg';\nexport type P = Pool;\n", {
      filePath: 'web/src/lib/api.ts',
    });
    const [reExport] = await eslint.lintText("export * from '@glyco/projections';\n", { filePath: 'contracts/src/index.ts' });
    for (const result of [typeImport, reExport]) {
      expect(result?.messages.filter((message) => message.ruleId === 'no-restricted-imports')).toHaveLength(1);
    }
  });
});
