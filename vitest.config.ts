import { defineConfig } from 'vitest/config';

const exclude = ['**/node_modules/**', '**/dist/**'];

export default defineConfig({
  test: {
    // The root project's global setup runs once for every project: it provides the PostgreSQL server.
    globalSetup: ['scripts/testing/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{contracts,runtime,event-store,projections,imports,command-api,workers,assistant,server,testing,web}/src/**/*.test.{ts,tsx}', '{scripts,bench}/**/*.test.ts'],
          exclude,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Eventual reads (projections, job queues) settle within milliseconds alone, seconds on a busy machine.
          expect: { poll: { timeout: 10_000, interval: 50 } },
          setupFiles: ['web/src/testing/dom-wait-timeout.ts'],
        },
      },
      {
        test: {
          name: 'hostile',
          include: ['hostile/**/*.test.ts'],
          exclude,
          // Each file starts the whole product and attacks it; the slowest attack settles within two minutes.
          // The attacks run after every other test, so what the product is held to (health within a second)
          // measures the attack and not the rest of the suite running beside it.
          sequence: { groupOrder: 1 },
          // One attack at a time: two products attacked side by side on two cores measure each other.
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
          expect: { poll: { timeout: 60_000, interval: 200 } },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          exclude,
          globalSetup: ['e2e/support/build-web-app.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          expect: { poll: { timeout: 15_000, interval: 100 } },
        },
      },
    ],
  },
});
