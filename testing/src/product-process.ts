import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import type { Role } from '@glyco/server';

const REPOSITORY_ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** What `npm start` runs. */
const MAIN_SCRIPT = `${REPOSITORY_ROOT}server/src/main.ts`;
const STARTED_MESSAGE = 'Glyco started';

export interface ProductProcess {
  process: ChildProcess;
  /** Resolves with the product's URL (undefined without the api role) once it logged that it started. */
  ready: Promise<string | undefined>;
  /** Resolves once the process has exited, whatever the cause. */
  exited: Promise<void>;
  /** Everything it wrote to stderr so far (JSON log lines), for failure messages. */
  log(): string;
  /** Sends the signal unless it already exited, and waits for the exit. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

/**
 * `server/src/main.ts` (what `npm start` runs) in a child process playing `roles`: Node itself
 * with the tsx loader (no npx wrapper), so SIGKILL hits the process holding the sockets and
 * connections (`nodeOptions` go before the script, e.g. `--cpu-prof`). Ready when it logs "Glyco started"; it listens on a free port of its own.
 */
export function spawnProduct(roles: readonly Role[], env: Record<string, string>, nodeOptions: readonly string[] = []): ProductProcess {
  const { REDIS_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, [...nodeOptions, '--import', 'tsx', MAIN_SCRIPT], {
    cwd: REPOSITORY_ROOT,
    env: { ...inherited, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env, GLYCO_ROLES: roles.join(',') },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  const exited = once(child, 'exit').then(() => undefined);
  const ready = new Promise<string | undefined>((resolve, reject) => {
    let pending = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop()!;
      for (const line of lines) {
        if (!line.includes(STARTED_MESSAGE)) continue;
        try {
          const entry = JSON.parse(line) as { message?: string; url?: string };
          if (entry.message === STARTED_MESSAGE) resolve(entry.url);
        } catch {
          // not a log line
        }
      }
    });
    void exited.then(() => reject(new Error(`the ${roles.join(',')} process exited before it started:\n${stderr.slice(-4000)}`)));
  });
  ready.catch(() => undefined);
  return {
    process: child,
    ready,
    exited,
    log: () => stderr,
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
