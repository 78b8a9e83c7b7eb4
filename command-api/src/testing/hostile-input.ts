import fc from 'fast-check';

/** Strings that broke, or could break, a layer below validation: PostgreSQL, JSON, number parsing. */
const NASTY_STRINGS = [
  '\u0000',
  'before\u0000after',
  '\ud800',
  'lone \udfff surrogate',
  '\u0007\u001b[31m',
  '\u0085',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '1e400',
  '-1e308',
  '0x1F',
  '',
  '   ',
  '\r\n',
  'e\u0301',
  '\u202eevil',
  'null',
  '{}',
  "'; DROP TABLE events; --",
  '%00',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '2024-02-30T00:00:00Z',
  'x'.repeat(5000),
];

const NASTY_NUMBERS = [1e308, -1e308, 1e20, -1e20, Number.MAX_VALUE, Number.MIN_VALUE, Number.MAX_SAFE_INTEGER + 2, -0, 0, -1, 0.05, 1e-300];

/** Characters PostgreSQL or JSON refuse, or that no one types: NUL, lone surrogates, C0 and C1 controls. */
const NASTY_CHARACTERS = ['\u0000', '\ud800', '\udc00', '\u0001', '\u0007', '\u001b', '\u001f', '\u007f', '\u0085', '\u009f'];

/** Ordinary text with a nasty character somewhere inside: it must fail on that character alone. */
const taintedText = fc
  .tuple(fc.string({ maxLength: 12 }), fc.constantFrom(...NASTY_CHARACTERS), fc.string({ maxLength: 12 }))
  .map(([before, character, after]) => `${before}${character}${after}`);

export const hostileString = fc.oneof(
  { weight: 3, arbitrary: taintedText },
  { weight: 2, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
);

/** NaN and Infinity have no JSON form: they come as strings, above. */
export const hostileNumber = fc.oneof(fc.constantFrom(...NASTY_NUMBERS), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer());

/** `{"a":{"a":...}}` nested `depth` times. */
function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { a: value };
  return value;
}

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 6 }) },
  { weight: 1, arbitrary: fc.integer({ min: 10, max: 3000 }).map(nested) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 60 }) },
);

/** Every path to a leaf of a body: `foodItems.0.carbs`, `doctor.email`. */
function leafPaths(value: unknown, prefix: string[] = []): string[][] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) => leafPaths(child, [...prefix, key]));
}

function withValueAt(body: unknown, path: readonly string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string, ...string[]];
  const copy: Record<string, unknown> = Array.isArray(body) ? ([...body] as unknown as Record<string, unknown>) : { ...(body as Record<string, unknown>) };
  copy[head] = withValueAt(copy[head] ?? {}, rest, value);
  return copy;
}

/**
 * Bodies for a route: its valid body with one to three fields (at any depth, or new ones) made
 * hostile, or anything at all.
 */
export function hostileBody(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const paths = leafPaths(valid).filter((path) => path.length > 0);
  const somePath = fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...paths) }, { weight: 1, arbitrary: fc.array(fc.string({ maxLength: 8 }), { minLength: 1, maxLength: 3 }) });
  const mutated = fc
    .array(fc.tuple(somePath, hostileValue), { minLength: 1, maxLength: 2 })
    .map((changes) => changes.reduce<unknown>((body, [path, value]) => withValueAt(body, path, value), valid));
  return fc.oneof({ weight: 6, arbitrary: mutated }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) }, { weight: 1, arbitrary: fc.dictionary(fc.string(), hostileValue) });
}

/** A path segment for `{id}`: mostly unknown ids and garbage, percent-encoded as a client would. */
export const hostileIdSegment = fc.oneof(
  fc.uuid().map(String),
  hostileString.map((value) => {
    try {
      return encodeURIComponent(value) || 'x';
    } catch {
      return 'not-an-id';
    }
  }),
);
