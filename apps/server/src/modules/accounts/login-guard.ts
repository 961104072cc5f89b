import { randomBytes } from 'node:crypto';
import { Limit, checkLimits } from '../../lib/rate-limit';
import type { SharedRedis } from '../../lib/redis';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const LONGEST_ACCOUNT_WAIT = 15 * MINUTE;

/** One login try: the client's address, the lower-cased username, and the device id its cookie carries. */
export type LoginAttempt = { ip: string; account: string; device?: string };

/**
 * Who may try a password, and how often (docs/decisions/002-accounts-and-codes.md). With `perMinute` = n
 * (LOGIN_LIMIT_PER_MINUTE, 10):
 * - per address, n tries a minute and 10·n failures a day: one machine guessing or spraying;
 * - per address and account, n failures an hour, forgotten at a right password;
 * - per account, from every address together: past n failures in a day, each further try from a client
 *   the account does not know waits twice as long as the one before (1 s, 2 s, 4 s … 15 min), so a spray
 *   from many addresses slows to a few guesses an hour. A known client (an address or a device cookie
 *   that signed into the account before) skips that wait: strangers cannot keep the owner out.
 */
export class LoginGuard {
  private readonly tries: Limit;
  private readonly addressFailures: Limit;
  private readonly pairFailures: Limit;
  private readonly accountFailures: Limit;
  private readonly accountWait: Limit;
  private readonly known: KnownClients;

  /** With `redis`, every instance counts together and knows the same clients (docs/decisions/032). */
  constructor(
    private readonly perMinute: number,
    redis?: SharedRedis,
  ) {
    this.tries = new Limit('login-tries', perMinute, MINUTE, redis);
    this.addressFailures = new Limit('login-address-failures', 10 * perMinute, DAY, redis);
    this.pairFailures = new Limit('login-pair-failures', perMinute, HOUR, redis);
    this.accountFailures = new Limit('login-account-failures', Number.MAX_SAFE_INTEGER, DAY, redis);
    this.accountWait = new Limit('login-account-wait', 1, LONGEST_ACCOUNT_WAIT, redis);
    this.known = new KnownClients(redis);
  }

  /**
   * Before the password is hashed: a 429 with Retry-After when a limit is spent. A stranger's try is
   * counted as a failure of the account now, before its hash runs, so a burst of simultaneous tries cannot
   * slip through one opening; a right password takes it back.
   */
  async admit(a: LoginAttempt) {
    const known = await this.known.has(a);
    const checks: [Limit, string][] = [
      [this.tries, a.ip],
      [this.addressFailures, a.ip],
      [this.pairFailures, pairKey(a)],
    ];
    if (!known) checks.push([this.accountWait, a.account]);
    await checkLimits(checks);
    await this.tries.count(a.ip);
    if (!known) await this.accountFailed(a.account);
  }

  async failed(a: LoginAttempt) {
    await Promise.all([this.addressFailures.count(a.ip), this.pairFailures.count(pairKey(a))]);
    if (await this.known.has(a)) await this.accountFailed(a.account);
  }

  /** A try refused before its password was checked (the hasher was busy): the stranger's advance count is taken back. */
  async unheard(a: LoginAttempt) {
    if (!(await this.known.has(a))) await this.accountFailures.uncount(a.account);
  }

  /** A right password: the pair's failures are forgotten and the client is known from now on. Answers its device id. */
  async succeeded(a: LoginAttempt): Promise<string> {
    if (!(await this.known.has(a))) await this.accountFailures.uncount(a.account);
    await this.pairFailures.forget(pairKey(a));
    const device = a.device ?? randomBytes(16).toString('base64url');
    await this.known.add({ ...a, device });
    return device;
  }

  private async accountFailed(account: string) {
    const beyond = (await this.accountFailures.count(account)) - this.perMinute;
    if (beyond > 0) await this.accountWait.block(account, Math.min(LONGEST_ACCOUNT_WAIT, 2 ** (beyond - 1)));
  }
}

const pairKey = (a: LoginAttempt) => `${a.ip}\n${a.account}`;

/**
 * Addresses and devices that signed into an account in the last 90 days, in memory (up to 100,000 of
 * them, the least recently seen dropped first): a restart forgets them, as it forgets the counts. With
 * Redis they are kept there too, for 90 days, so a client known on one instance is known on all; while
 * Redis does not answer, the clients this instance saw are still known.
 */
class KnownClients {
  private readonly seen = new Map<string, number>();
  private static readonly KEEP_MS = 90 * DAY * 1000;
  private static readonly MAX_ENTRIES = 100_000;

  constructor(private readonly redis?: SharedRedis) {}

  async has(a: LoginAttempt) {
    const keys = KnownClients.keysOf(a);
    if (keys.some((key) => this.fresh(key))) return true;
    if (!this.redis) return false;
    const found = await this.redis.commands.exists(...keys.map((key) => this.redisKey(key))).catch(() => 0);
    return found > 0;
  }

  async add(a: LoginAttempt & { device: string }) {
    const keys = KnownClients.keysOf(a);
    for (const key of keys) {
      // Re-inserted at the end: a Map iterates oldest first, so the first key is the least recently seen.
      this.seen.delete(key);
      this.seen.set(key, Date.now() + KnownClients.KEEP_MS);
      if (this.seen.size > KnownClients.MAX_ENTRIES) this.seen.delete(this.seen.keys().next().value!);
    }
    if (!this.redis) return;
    const batch = this.redis.commands.multi();
    for (const key of keys) batch.set(this.redisKey(key), '1', 'PX', KnownClients.KEEP_MS);
    await batch.exec().catch(() => undefined);
  }

  /** The account with the address, and with the device when the client sent one. */
  private static keysOf(a: LoginAttempt) {
    const keys = [`${a.account}\n${a.ip}`];
    if (a.device !== undefined) keys.push(`${a.account}\n#${a.device}`);
    return keys;
  }

  private redisKey(key: string) {
    return this.redis!.key('known-client', key);
  }

  private fresh(key: string) {
    const until = this.seen.get(key);
    return until !== undefined && until > Date.now();
  }
}

/** The device cookie: set at a successful login, sent back by the browser to the login call only. */
export const DEVICE_COOKIE = 'mfi_device';
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;

export function deviceFrom(cookieHeader: string | undefined): string | undefined {
  const value = cookieHeader
    ?.split(';')
    .map((c) => c.trim().split('='))
    .find(([name]) => name === DEVICE_COOKIE)?.[1];
  return value && DEVICE_ID.test(value) ? value : undefined;
}

export function deviceCookie(device: string, publicUrl: string) {
  const secure = publicUrl.startsWith('https:') ? '; Secure' : '';
  return `${DEVICE_COOKIE}=${device}; Path=/api/v1/token/login/; Max-Age=${90 * DAY}; HttpOnly; SameSite=Strict${secure}`;
}
