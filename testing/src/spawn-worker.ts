import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

const WORKER_SCRIPT = fileURLToPath(new URL('./worker-process.ts', import.meta.url));
const REPOSITORY_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * How long a test that kills a worker mid-job and starts another may take: each start loads the
 * worker through tsx and the second takes the job over only after its lock expires, which on a busy
 * two-core machine took 27 s for one start alone (12 s quiet).
 */
export const WORKER_CRASH_TIMEOUT_MS = 90_000;

export interface WorkerChild {
  process: ChildProcess;
  /** Resolves once the worker consumes its queues. */
  ready: Promise<void>;
  kill(signal: NodeJS.Signals): Promise<void>;
}

/** Node itself with the tsx loader (no npx wrapper), so SIGKILL hits the process that holds the job. */
export function spawnWorker(env: Record<string, string>): WorkerChild {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER_SCRIPT], {
    cwd: REPOSITORY_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit');
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    exited.then(() => reject(new Error('worker exited before it was ready')), reject);
  });
  return {
    process: child,
    ready,
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
