import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A random 160-bit token, sent to the client once; only its SHA-256 digest is stored. */
export const newToken = () => randomBytes(20).toString('hex');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** A 6-digit SMS code, uniformly drawn. */
export const newSmsCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
