export type LogFields = Record<string, unknown>;

export interface ProjectorLogger {
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

/** Failures are never silent; routine progress is only logged when a logger is given. */
export const defaultLogger: ProjectorLogger = {
  info: () => undefined,
  warn: (message, fields) => console.warn(message, fields ?? ''),
  error: (message, fields) => console.error(message, fields ?? ''),
};
