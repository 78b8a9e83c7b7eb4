const IDENTIFIER = /^[a-z][a-z0-9_]*$/;
const MAX_IDENTIFIER_LENGTH = 63;

/** Projection and table names become SQL identifiers, so only plain lower-case names are allowed. */
export function assertIdentifier(name: string, what: string): void {
  if (!IDENTIFIER.test(name) || name.length > MAX_IDENTIFIER_LENGTH) {
    throw new Error(`Invalid ${what} "${name}": use lower-case letters, digits and underscores (max ${MAX_IDENTIFIER_LENGTH})`);
  }
}

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** The physical table of one generation of a logical read-model table. */
export function physicalTableName(logicalName: string, version: number, generation: number): string {
  const name = `rm_${logicalName}_v${version}_g${generation}`;
  assertIdentifier(name, 'physical table name');
  return name;
}
