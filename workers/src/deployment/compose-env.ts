/** Docker Compose's `${NAME}`, `${NAME:-default}` and `${NAME:?error}`, resolved against `env`. */
export function interpolate(value: string, env: Record<string, string | undefined>): string {
  return value.replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_match, name: string, operator?: string, argument = '') => {
    const set = env[name];
    if (set !== undefined && set !== '') return set;
    if (operator === '?') throw new Error(`${name}: ${argument}`);
    return operator === '-' ? argument : '';
  });
}

/** A service's environment (map or list form) with every value interpolated. */
export function serviceEnvironment(environment: unknown, env: Record<string, string | undefined>): Record<string, string> {
  const entries = Array.isArray(environment)
    ? environment.map((line: string) => line.split(/=(.*)/s).slice(0, 2) as [string, string])
    : Object.entries((environment ?? {}) as Record<string, unknown>);
  return Object.fromEntries(entries.map(([key, value]) => [key, interpolate(String(value ?? ''), env)]));
}
