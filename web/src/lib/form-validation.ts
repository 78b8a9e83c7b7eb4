import { setIn, type ValidationErrors } from 'final-form';

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** The slice of a zod schema that form validation needs, so forms do not depend on zod itself. */
export interface ParsingSchema<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: { issues: Issue[] } };
}

/** First message per field, nested the way final-form expects; undefined when valid. */
export function issuesToErrors(issues: readonly Issue[]): ValidationErrors {
  let errors: Record<string, unknown> = {};
  const seen = new Set<string>();
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    if (!key || seen.has(key)) continue;
    seen.add(key);
    errors = setIn(errors, key, issue.message) as Record<string, unknown>;
  }
  return seen.size ? errors : undefined;
}

/** A final-form `validate` driven by a contracts schema. */
export function validateWith<T>(schema: ParsingSchema<T>, toInput: (values: never) => unknown = (values) => values) {
  return (values: object): ValidationErrors => {
    const result = schema.safeParse(toInput(values as never));
    return result.success ? undefined : issuesToErrors(result.error.issues);
  };
}
