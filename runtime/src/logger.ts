export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

/** One JSON line per entry on stderr, so logs stay machine-readable in any deployment. */
export function createLogger(level: LogLevel, bindings: Record<string, unknown> = {}): Logger {
  const write = (entryLevel: Exclude<LogLevel, 'silent'>, message: string, fields?: Record<string, unknown>) => {
    if (RANK[entryLevel] < RANK[level]) return;
    const entry = { time: new Date().toISOString(), level: entryLevel, message, ...bindings, ...fields };
    process.stderr.write(`${JSON.stringify(entry, errorReplacer)}\n`);
  };
  return {
    debug: (m, f) => write('debug', m, f),
    info: (m, f) => write('info', m, f),
    warn: (m, f) => write('warn', m, f),
    error: (m, f) => write('error', m, f),
  };
}

function errorReplacer(_key: string, value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  if (typeof value === 'bigint') return value.toString();
  return value;
}

export const silentLogger: Logger = createLogger('silent');
