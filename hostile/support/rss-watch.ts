import { readFileSync } from 'node:fs';
import { HOSTILE_CEILINGS } from './ceilings';
import type { HostileProduct } from './hostile-product';

/** Resident memory of a process from /proc, 0 once it is gone. */
export function rssOf(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

export interface RssFigures {
  peakBytes: number;
  /** The watcher killed the product for passing the kill line. */
  killed: boolean;
}

/** Samples the product's RSS until stopped; kills it past the kill line so the machine keeps its memory. */
export function watchRss(product: HostileProduct) {
  const figures: RssFigures = { peakBytes: rssOf(product.pid), killed: false };
  const timer = setInterval(() => {
    const rss = rssOf(product.pid);
    figures.peakBytes = Math.max(figures.peakBytes, rss);
    if (rss > HOSTILE_CEILINGS.rssKillBytes && !figures.killed) {
      figures.killed = true;
      product.child.process.kill('SIGKILL');
    }
  }, HOSTILE_CEILINGS.rssSampleIntervalMs);
  return {
    stop(): RssFigures {
      clearInterval(timer);
      figures.peakBytes = Math.max(figures.peakBytes, rssOf(product.pid));
      return { ...figures };
    },
  };
}
