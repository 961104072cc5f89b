import type { AuthUser } from '../../auth/auth-user';
import type { SharedRedis } from '../../lib/redis';
import type { SessionCache, SessionLookups } from './session-cache';

// The session cache shared by every instance (docs/decisions/032): a token's user is one Redis key living
// AUTH_CACHE_TTL_MS, and each member has a set of their cached token hashes, so that a logout, a password
// reset or an admin's change deletes what every instance would read next. A counter moves on at every
// forget: a lookup that read it before one does not store what it read from the database. While Redis does
// not answer, every lookup reads the database: slower, never wrong.

/** SET the entry and add it to the member's set, unless a forget moved the counter since the lookup read it. */
const STORE_UNLESS_FORGOTTEN = `
if (redis.call('GET', KEYS[3]) or '0') ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
redis.call('SADD', KEYS[2], ARGV[4])
redis.call('PEXPIRE', KEYS[2], ARGV[3])
return 1`;

type Log = { warn(obj: object, msg: string): void };

export class RedisSessionCache implements SessionCache {
  private readonly forgets: string;

  constructor(
    private readonly redis: SharedRedis,
    private readonly options: { ttlMs: number; onLookup?: SessionLookups; log: Log },
  ) {
    this.forgets = redis.key('session-forgets');
  }

  readonly size = undefined;

  private entryKey = (keyHash: string) => this.redis.key('session', keyHash);
  private memberKey = (userId: number) => this.redis.key('member-sessions', userId);

  async user(keyHash: string, load: () => Promise<AuthUser | null>): Promise<AuthUser | null> {
    const { ttlMs, onLookup } = this.options;
    if (ttlMs <= 0) {
      onLookup?.('miss');
      return load();
    }
    const entryKey = this.entryKey(keyHash);
    const read = await this.redis.commands.mget(entryKey, this.forgets).catch(() => undefined);
    if (read?.[0]) {
      onLookup?.('hit');
      return JSON.parse(read[0]) as AuthUser;
    }
    onLookup?.('miss');
    const user = await load();
    // Redis away: nothing is kept, the next call reads the database again.
    if (!read || !user) return user;
    const began = read[1] ?? '0';
    await this.redis.commands
      .eval(
        STORE_UNLESS_FORGOTTEN,
        3,
        entryKey,
        this.memberKey(user.id),
        this.forgets,
        began,
        JSON.stringify(user),
        ttlMs,
        keyHash,
      )
      .catch(() => undefined);
    return user;
  }

  async forget(keyHash: string) {
    await this.redis.commands
      .multi()
      .incr(this.forgets)
      .del(this.entryKey(keyHash))
      .exec()
      .catch((error: unknown) => this.lost(error));
  }

  async forgetUser(userId: number) {
    const memberKey = this.memberKey(userId);
    try {
      // The counter first: an entry stored after it was read after the change. Only the hashes read here
      // leave the set, so one stored meanwhile can still be found by the next forget.
      const [, [, hashes]] = (await this.redis.commands.multi().incr(this.forgets).smembers(memberKey).exec()) as [
        unknown,
        [unknown, string[]],
      ];
      if (hashes.length === 0) return;
      await this.redis.commands
        .multi()
        .del(...hashes.map(this.entryKey))
        .srem(memberKey, ...hashes)
        .exec();
    } catch (error) {
      this.lost(error);
    }
  }

  /** A forget Redis did not take: its entries die with their TTL, as they would with no cache shared. */
  private lost(error: unknown) {
    this.options.log.warn(
      { err: error },
      'Redis did not take a session forget: other instances may answer for the token until its entry expires',
    );
  }
}
