/**
 * Nightscout's default roles, as its admin page offers them. `readable` reads every collection;
 * `careportal` also writes treatments; `devicestatus-upload` also writes device status; `admin`
 * does everything. Glyco lets the two upload roles read too, as AndroidAPS reads back what it writes.
 */
export const ACCESS_TOKEN_ROLES = ['readable', 'careportal', 'devicestatus-upload', 'admin'] as const;
export type AccessTokenRole = (typeof ACCESS_TOKEN_ROLES)[number];

export const NIGHTSCOUT_V3_COLLECTIONS = ['entries', 'treatments', 'devicestatus', 'profile', 'food', 'settings'] as const;
export type NightscoutV3Collection = (typeof NIGHTSCOUT_V3_COLLECTIONS)[number];

export type NightscoutV3Action = 'read' | 'create' | 'update' | 'delete';

const WRITES: Record<AccessTokenRole, readonly NightscoutV3Collection[]> = {
  readable: [],
  careportal: ['treatments'],
  'devicestatus-upload': ['devicestatus'],
  admin: NIGHTSCOUT_V3_COLLECTIONS,
};

/** Whether a token of this role may do this to this collection. */
export function roleAllows(role: AccessTokenRole, collection: NightscoutV3Collection, action: NightscoutV3Action): boolean {
  if (action === 'read') return true;
  return WRITES[role].includes(collection);
}

/** Nightscout's permission strings of a role (`api:treatments:create`), which clients show. */
export function permissionsOf(role: AccessTokenRole): string[] {
  if (role === 'admin') return ['*'];
  return ['api:*:read', ...WRITES[role].map((collection) => `api:${collection}:create`), ...WRITES[role].map((collection) => `api:${collection}:update`)];
}
