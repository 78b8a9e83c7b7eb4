import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const builtIndex = join(root, 'web/dist/index.html');
const sources = ['web/src', 'web/index.html', 'web/vite.config.ts', 'web/package.json', 'contracts/src'].map((path) => join(root, path));

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestChange(join(path, entry))), stats.mtimeMs);
}

/** Builds the web app once per run, unless web/dist is already newer than everything it is built from. */
export default function buildWebApp(): void {
  const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
  if (builtAt > Math.max(...sources.map(newestChange))) return;
  // vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  execFileSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}
