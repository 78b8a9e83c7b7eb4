import { actorRoleSchema, type ActorRole } from '@glyco/contracts';
import type { RecordedEvent } from '@glyco/event-store';

/** Events without a recognisable actor were written by the product itself. */
export function actorRoleOf(event: RecordedEvent): ActorRole {
  const actor = event.metadata.actor as { role?: unknown } | undefined;
  const parsed = actorRoleSchema.safeParse(actor?.role);
  return parsed.success ? parsed.data : 'system';
}
