import { readFileSync } from 'node:fs';

/** Resident set size of a process: this one, or another by pid (read from /proc). */
function rssOf(pid: number | undefined): number {
  if (pid === undefined) return process.memoryUsage.rss();
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : 0;
}

/** The highest resident set size while sampling, summed over `pids` (default: this process). */
export function sampleRss(pids: readonly (number | undefined)[] = [undefined], everyMs = 50) {
  const total = () => pids.reduce<number>((sum, pid) => sum + rssOf(pid), 0);
  let peak = total();
  const timer = setInterval(() => {
    peak = Math.max(peak, total());
  }, everyMs);
  return {
    stop(): number {
      clearInterval(timer);
      return Math.max(peak, total());
    },
  };
}

export const mib = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MiB`;
