import argon2 from 'argon2';

/** argon2id with OWASP's recommended cost (19 MiB, 2 passes). */
export const hashPassword = (password: string) =>
  argon2.hash(password, { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 });

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) return false;
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** A hash of a random password, verified against when the login is unknown so timing tells nothing. */
let decoy: Promise<string> | null = null;
export const decoyHash = () => (decoy ??= hashPassword(`decoy-${Math.random()}`));

export const MIN_PASSWORD_LENGTH = 8;
