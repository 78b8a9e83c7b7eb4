/**
 * The read models a read route answers from, so that read-your-writes waits for those alone and a
 * slow read model elsewhere does not delay the list. A route not named here waits for every read
 * model.
 */
const READ_MODELS_BY_ROUTE: ReadonlyMap<string, readonly string[]> = new Map([
  ['GET /api/glucose', ['glucose_readings']],
  ['GET /api/meals', ['meals']],
  ['GET /api/insulin', ['insulin_doses']],
  ['GET /api/audit', ['audit_timeline']],
  ['GET /api/imports', ['imports']],
]);

/** Undefined: every read model. */
export function readModelsOf(method: string, path: string): readonly string[] | undefined {
  return READ_MODELS_BY_ROUTE.get(`${method} ${path.replace(/\/+$/, '')}`);
}
