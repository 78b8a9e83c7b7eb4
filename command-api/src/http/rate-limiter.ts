/**
 * A fixed-window counter per key, in process memory. Checked before any password hashing so a
 * flood of guesses costs the server nothing. Multi-instance deployments share a Redis-backed
 * limiter with the same interface.
 */
export interface RateLimiter {
  /** Records one attempt; returns the seconds to wait when the key is over its limit. */
  hit(key: string, now?: number): { allowed: true } | { allowed: false; retryAfterSeconds: number };
  reset(key: string): void;
}

export function createRateLimiter(options: { limit: number; windowMs: number; maxKeys?: number }): RateLimiter {
  const windows = new Map<string, { startedAt: number; count: number }>();
  const maxKeys = options.maxKeys ?? 100_000;
  return {
    hit(key, now = Date.now()) {
      let window = windows.get(key);
      if (!window || now - window.startedAt >= options.windowMs) {
        if (windows.size >= maxKeys) evictExpired(windows, now, options.windowMs);
        window = { startedAt: now, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      if (window.count <= options.limit) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.ceil((window.startedAt + options.windowMs - now) / 1000) };
    },
    reset(key) {
      windows.delete(key);
    },
  };
}

function evictExpired(windows: Map<string, { startedAt: number }>, now: number, windowMs: number): void {
  for (const [key, window] of windows) if (now - window.startedAt >= windowMs) windows.delete(key);
  if (windows.size > 0) windows.delete(windows.keys().next().value as string);
}
