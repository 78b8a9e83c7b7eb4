import { ACTOR_ROLES, type ActorRole } from '@glyco/contracts';
import type { RecordedEvent } from '@glyco/event-store';

const ROLES: ReadonlySet<string> = new Set(ACTOR_ROLES);

/** Events without a recognisable actor were written by the product itself. */
export function actorRoleOf(event: RecordedEvent): ActorRole {
  const role = (event.metadata.actor as { role?: unknown } | undefined)?.role;
  return typeof role === 'string' && ROLES.has(role) ? (role as ActorRole) : 'system';
}
