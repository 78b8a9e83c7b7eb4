// Setup of every unit test file; only the web's (jsdom) ones render.
// A lazily loaded page or a query's answer shows within milliseconds alone and seconds on a busy
// machine: `findBy*` and `waitFor` wait as long as `expect.poll` (10 s, vitest.config.ts).
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 10_000 });
}

export {};
