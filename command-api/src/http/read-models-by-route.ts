import { API_ROUTES, routeName } from '@glyco/contracts';

/**
 * The read models a read route answers from, so that read-your-writes waits for those alone and a
 * slow read model elsewhere does not delay the list. A route not named here waits for every read
 * model.
 */
const READ_MODELS_BY_ROUTE: ReadonlyMap<string, readonly string[]> = new Map([
  [routeName(API_ROUTES.glucose.list), ['glucose_readings']],
  [routeName(API_ROUTES.meals.list), ['meals']],
  [routeName(API_ROUTES.insulin.list), ['insulin_doses']],
  [routeName(API_ROUTES.dailyView.day), ['nightscout_treatments', 'nightscout_profiles']],
  [routeName(API_ROUTES.onBoard.get), ['users', 'meals', 'insulin_doses', 'nightscout_device_statuses']],
  [routeName(API_ROUTES.audit.list), ['audit_timeline']],
  [routeName(API_ROUTES.imports.list), ['imports']],
]);

/** Undefined: every read model. */
export function readModelsOf(method: string, path: string): readonly string[] | undefined {
  return READ_MODELS_BY_ROUTE.get(`${method} ${path.replace(/\/+$/, '')}`);
}
