import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The package boundaries in eslint.config.js (`no-restricted-imports`, one block per workspace) fail `npm run lint`
 * on a cross-boundary import. Each case lints one import as if it were written in the given file.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: ROOT });

async function boundaryErrors(filePath: string, source: string): Promise<string[]> {
  const code = `import * as imported from '${source}';\nexport const used = imported;\n`;
  expect(await eslint.isPathIgnored(filePath)).toBe(false);
  const [result] = await eslint.lintText(code, { filePath });
  expect(result?.messages.filter((message) => message.fatal)).toEqual([]);
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports' && message.severity === 2)
    .map((message) => message.message);
}

type Case = { file: string; source: string };

function expectBoundaries(forbidden: Case[], allowed: Case[]) {
  it.each(forbidden)('$file may not import $source', async ({ file, source }) => {
    expect(await boundaryErrors(file, source)).toHaveLength(1);
  });
  it.each(allowed)('$file may import $source', async ({ file, source }) => {
    expect(await boundaryErrors(file, source)).toEqual([]);
  });
}

describe('import boundaries', () => {
  describe('web/src may not import server code', () => {
    const file = 'web/src/features/meals/components/meal-form.tsx';
    expectBoundaries(
      [
        '@glyco/projections',
        '@glyco/projections/reports/meals-query',
        '@glyco/workers',
        '@glyco/command-api',
        '../../../../command-api/src/index',
        '../../../../projections/src/index',
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
      ].map((source) => ({ file, source })),
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
        { file, source: '@glyco/workers/reports/render' },
        { file, source: '../../../command-api/src/testing/test-app' },
        { file, source: '../../../workers/src/index' },
      ],
      [
        { file, source: '@glyco/contracts' },
        { file, source: '@glyco/event-store' },
        { file, source: 'pg' },
        { file, source: '../engine/signal' },
        // Known exception, for now: projections' tests and test helpers use command-api's test app.
        { file: 'projections/src/foods/foods.int.test.ts', source: '../../../command-api/src/testing/test-app' },
        { file: 'projections/src/reports/testing/seed-report-data.ts', source: '../../../../command-api/src/testing/test-app' },
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
