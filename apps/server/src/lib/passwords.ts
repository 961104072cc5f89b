import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { serviceBusy } from './errors';
import { ScryptThread } from './scrypt-thread';

// scrypt with OWASP's N=2^14, r=8, p=5: as strong as its N=2^17, p=1 (the cost before) in less than half
// the time, and in 16 MiB instead of 128 MiB per running hash. Stored as "scrypt$N$r$p$salt$hash": hashes
// of another cost still verify, and are redone at today's cost at the next login. Tests use a cheaper N.
const PARAMS = process.env.NODE_ENV === 'test' ? { N: 2 ** 12, r: 8, p: 1 } : { N: 2 ** 14, r: 8, p: 5 };
const KEY_LENGTH = 32;
const MAXMEM = 256 * 1024 * 1024;

type Derive = (password: string, salt: Buffer, opts: ScryptOptions) => Promise<Buffer>;

/** scrypt on libuv's thread pool: for operator commands and tests, never for requests (`PasswordHasher`). */
const onPool: Derive = (password, salt, opts) =>
  new Promise((resolve, reject) =>
    scrypt(password, salt, KEY_LENGTH, { ...opts, maxmem: MAXMEM }, (err, key) => (err ? reject(err) : resolve(key))),
  );

async function makeHash(derive: Derive, password: string) {
  const salt = randomBytes(16);
  const key = await derive(password.normalize('NFKC'), salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

async function checkHash(derive: Derive, password: string, stored: string) {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password.normalize('NFKC'), Buffer.from(salt, 'base64'), { N: +n, r: +r, p: +p });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash at today's cost, unbounded: for operator commands (accounts, seeds); requests use a `PasswordHasher`. */
export const hashPassword = (password: string) => makeHash(onPool, password);
export const verifyPassword = (password: string, stored: string) => checkHash(onPool, password, stored);

/** True when `stored` was made at another cost than today's (a login then stores a new hash). */
export function needsRehash(stored: string) {
  const [scheme, n, r, p] = stored.split('$');
  return scheme !== 'scrypt' || +n !== PARAMS.N || +r !== PARAMS.r || +p !== PARAMS.p;
}

let decoy: Promise<string> | undefined;
/** A hash to compare against when the account does not exist, so timing does not reveal usernames. */
export const decoyHash = () => (decoy ??= hashPassword('decoy-password-for-timing'));

export type HashLimits = { concurrency: number; queue: number };

/**
 * The hashes of requests (login, signup, reset): each runs on one of `concurrency` threads of their own
 * (lib/scrypt-thread), off libuv's pool, which file reads share; `queue` more wait their turn, and past
 * that the call answers 503 with Retry-After at once instead of waiting behind a flood of logins.
 */
export class PasswordHasher {
  private readonly idle: ScryptThread[];
  private readonly threads: ScryptThread[];
  private waiting: ((thread: ScryptThread) => void)[] = [];
  /** A moving average of one hash's time, for Retry-After. */
  private hashMs = 150;

  constructor(private readonly limits: HashLimits) {
    this.threads = Array.from({ length: limits.concurrency }, () => new ScryptThread());
    this.idle = [...this.threads];
  }

  hash(password: string) {
    return this.inTurn((derive) => makeHash(derive, password));
  }

  verify(password: string, stored: string) {
    return this.inTurn((derive) => checkHash(derive, password, stored));
  }

  /** Throws the 503 now when a hash would be refused: a login checks before it reads the account. */
  assertRoom() {
    if (this.idle.length === 0 && this.waiting.length >= this.limits.queue) throw serviceBusy(this.secondsToClear());
  }

  /** What runs and waits now (lib/metrics reads it at each scrape). */
  load() {
    return {
      threads: this.threads.length,
      running: this.threads.length - this.idle.length,
      waiting: this.waiting.length,
      queueLimit: this.limits.queue,
    };
  }

  /** Ends the threads (the app's close). */
  async close() {
    await Promise.all(this.threads.map((t) => t.close()));
  }

  private async inTurn<T>(task: (derive: Derive) => Promise<T>): Promise<T> {
    this.assertRoom();
    const thread = this.idle.pop() ?? (await new Promise<ScryptThread>((resolve) => this.waiting.push(resolve)));
    const started = performance.now();
    try {
      return await task((password, salt, opts) =>
        thread.derive(password, salt, KEY_LENGTH, { ...opts, maxmem: MAXMEM }),
      );
    } finally {
      this.hashMs = 0.8 * this.hashMs + 0.2 * (performance.now() - started);
      // The thread passes straight to the next in line, so a newcomer cannot overtake the queue.
      const next = this.waiting.shift();
      if (next) next(thread);
      else this.idle.push(thread);
    }
  }

  /** Seconds until the hashes running and queued now are done. */
  private secondsToClear() {
    const rounds = (this.limits.concurrency + this.waiting.length) / this.limits.concurrency;
    return Math.max(1, Math.ceil((rounds * this.hashMs) / 1000));
  }
}
