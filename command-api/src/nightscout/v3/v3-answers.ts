import { NIGHTSCOUT_V3_API_VERSION, NIGHTSCOUT_V3_COLLECTIONS, roleAllows, type AccessTokenRole, type NightscoutV3Collection } from '@glyco/contracts';

/** The Nightscout release whose API this follows, as v1's status names it too. */
const NIGHTSCOUT_VERSION = '15.0.0';

export function versionAnswer(now = new Date()) {
  return { status: 200, result: { version: NIGHTSCOUT_VERSION, apiVersion: NIGHTSCOUT_V3_API_VERSION, srvDate: now.getTime() } };
}

/** Nightscout's `crud` letters: what the token may do per collection (AndroidAPS shows them). */
function permissionLetters(role: AccessTokenRole, collection: NightscoutV3Collection): string {
  const letters: [string, boolean][] = [
    ['c', roleAllows(role, collection, 'create')],
    ['r', roleAllows(role, collection, 'read')],
    ['u', roleAllows(role, collection, 'update')],
    ['d', roleAllows(role, collection, 'delete')],
  ];
  return letters.filter(([, allowed]) => allowed).map(([letter]) => letter).join('');
}

export function statusAnswer(role: AccessTokenRole, now = new Date()) {
  const apiPermissions = Object.fromEntries(NIGHTSCOUT_V3_COLLECTIONS.map((collection) => [collection, permissionLetters(role, collection)]));
  return { status: 200, result: { ...versionAnswer(now).result, storage: { storage: 'postgresql', version: '16' }, apiPermissions } };
}

/** `history/1700000000000` or an ISO time; undefined when it is neither. */
export function instantOfParam(text: string): number | undefined {
  const ms = /^\d+$/.test(text) ? Number(text) : Date.parse(text);
  return Number.isFinite(ms) ? ms : undefined;
}
