import { entityId } from '@glyco/contracts';
import { notFound } from '@glyco/contracts/http/app-errors';

/** The id in a record's URL; anything that cannot be an id names no record of this person. */
export function recordIdOf(param: string | undefined, notFoundMessage: string): string {
  const parsed = entityId.safeParse(param);
  if (!parsed.success) throw notFound(notFoundMessage);
  return parsed.data;
}
