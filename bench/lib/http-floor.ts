import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const SERVER = fileURLToPath(new URL('./http-floor-server.ts', import.meta.url));

/** `http-floor-server.ts` in a process of its own on `databaseUrl`; resolves with its URL and a stop. */
export async function startHttpFloor(databaseUrl: string): Promise<{ url: string; pid: number; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], { env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = once(child, 'exit');
  const [line] = (await once(createInterface({ input: child.stdout! }), 'line')) as [string];
  const { port } = JSON.parse(line) as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
