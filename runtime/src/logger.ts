export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

/** What a secret is replaced with in a log entry. */
export const REDACTED = '[redacted]';

/**
 * Fields whose value is a credential, whatever their case or separators: a log is read by more
 * people, and kept longer, than any secret may be.
 */
const SECRET_FIELD = /token|password|secret|authorization|cookie|accesscode|resetlink/;

/** A credential inside text: a URL parameter (`?token=`, `api_secret=`) or a bearer token. */
const SECRET_IN_TEXT = [/\b([\w-]*(?:token|secret|password|code)=)[^&\s"'#<>]+/gi, /\b(Bearer\s+)[\w.~+/=-]+/gi];

/** One JSON line per entry on stderr, so logs stay machine-readable in any deployment; secrets redacted at every level. */
export function createLogger(level: LogLevel, bindings: Record<string, unknown> = {}): Logger {
  const write = (entryLevel: Exclude<LogLevel, 'silent'>, message: string, fields?: Record<string, unknown>) => {
    if (RANK[entryLevel] < RANK[level]) return;
    const entry = { time: new Date().toISOString(), level: entryLevel, message, ...bindings, ...fields };
    process.stderr.write(`${JSON.stringify(entry, redactingReplacer)}\n`);
  };
  return {
    debug: (m, f) => write('debug', m, f),
    info: (m, f) => write('info', m, f),
    warn: (m, f) => write('warn', m, f),
    error: (m, f) => write('error', m, f),
  };
}

function redactingReplacer(key: string, value: unknown): unknown {
  if (key && isSecretField(key) && value !== undefined && value !== null) return REDACTED;
  if (typeof value === 'string') return redactText(value);
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  if (typeof value === 'bigint') return value.toString();
  return value;
}

export function isSecretField(key: string): boolean {
  return SECRET_FIELD.test(key.toLowerCase().replace(/[-_\s]/g, ''));
}

export function redactText(text: string): string {
  return SECRET_IN_TEXT.reduce((redacted, pattern) => redacted.replace(pattern, `$1${REDACTED}`), text);
}

export const silentLogger: Logger = createLogger('silent');
