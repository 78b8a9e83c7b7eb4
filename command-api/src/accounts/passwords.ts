import { hash, verify } from '@node-rs/argon2';

/** @node-rs/argon2's `Algorithm.Argon2id`: a const enum, which isolated modules cannot read. */
const ARGON2ID = 2;

/** argon2id with the OWASP-recommended minimum: 19 MiB, 2 passes, 1 lane. */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so an unknown email cannot be told from a wrong password. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('a password no account has');
  await verifyPassword(await dummyHash, password);
  return false;
}
