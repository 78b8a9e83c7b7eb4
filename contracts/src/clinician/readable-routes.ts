import { API_ROUTES, API_ROUTE_LIST } from '../api-routes';
import { clinicianMayCall, routeName, type RouteName } from '../api-routes/paths';

type Areas = typeof API_ROUTES;
type AnyRoute = { [A in keyof Areas]: Areas[A][keyof Areas[A]] }[keyof Areas];
type ClinicianRoute = Extract<AnyRoute, { caller: 'clinician' } | { caller: 'person'; clinicianReadable: true }>;

/** A route a clinician token may call, as `METHOD /path` in the API catalogue's form. */
export type ClinicianReadableRoute = RouteName<ClinicianRoute>;

/**
 * The only routes a clinician token may call: the route table's clinician-only routes and its
 * clinician-readable reads. Everything else is refused: reads of other kinds and every write.
 */
export const CLINICIAN_READABLE_ROUTES = API_ROUTE_LIST.filter(clinicianMayCall).map(routeName) as readonly ClinicianReadableRoute[];

export function isClinicianReadable(route: string): route is ClinicianReadableRoute {
  return (CLINICIAN_READABLE_ROUTES as readonly string[]).includes(route);
}
