/** Nightscout's access token: `<name>-<16 hex>`, the name as its admin page abbreviates it. */
const TOKEN_NAME_MAX = 20;
/** 16 hex digits, as Nightscout makes them; each token is also rate limited like a secret. */
export const ACCESS_TOKEN_RANDOM_HEX = 16;

export function accessTokenPrefixOf(name: string): string {
  const prefix = name.toLowerCase().replace(/[^a-z0-9]+/g, '').slice(0, TOKEN_NAME_MAX);
  return prefix || 'token';
}

export function isAccessTokenShape(text: string): boolean {
  return new RegExp(`^[a-z0-9]{1,${TOKEN_NAME_MAX}}-[0-9a-f]{${ACCESS_TOKEN_RANDOM_HEX}}$`).test(text);
}
