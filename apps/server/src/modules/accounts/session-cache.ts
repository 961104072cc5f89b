import type { AuthUser } from '../../auth/auth-user';

// Every signed-in call used to look its token up in the database: a round trip that cost a rating a
// third of its database work. The user behind a token is kept for a few seconds (AUTH_CACHE_TTL_MS, 0 turns
// it off): in this process's memory, or with Redis (docs/decisions/032) in Redis, shared by every instance
// (redis-session-cache.ts). Logout forgets its token, and a password reset, an admin's role change or
// account closing (issue 25) forget every token of the member, at once on every instance that shares the
// cache; role changes made by the operator command (another process) take effect within the TTL
// (docs/decisions/005-reviews-grades-reactions.md).

/** The users behind recent tokens, one implementation chosen when the app is built. */
export interface SessionCache {
  /** The user behind `keyHash`, from the cache while fresh, else from `load` (only found users are kept). */
  user(keyHash: string, load: () => Promise<AuthUser | null>): Promise<AuthUser | null>;
  /** One token ended (logout, a session signed out). */
  forget(keyHash: string): Promise<void>;
  /** Every token of one member: their next call reads roles and state anew. */
  forgetUser(userId: number): Promise<void>;
  /** Entries held in this process (the metrics), undefined when they are kept in Redis. */
  readonly size: number | undefined;
}

/** Told of each lookup (lib/metrics): a token's user from the cache, or read from the database. */
export type SessionLookups = (result: 'hit' | 'miss') => void;

type Entry = { user: AuthUser; expires: number };

export class MemorySessionCache implements SessionCache {
  private entries = new Map<string, Entry>();
  /** Moves on at every forget: a lookup that began before one must not store what it read. */
  private generation = 0;

  constructor(
    private readonly options: {
      ttlMs: number;
      maxEntries: number;
      now?: () => number;
      onLookup?: SessionLookups;
    },
  ) {}

  get size() {
    return this.entries.size;
  }

  private now() {
    return (this.options.now ?? Date.now)();
  }

  async user(keyHash: string, load: () => Promise<AuthUser | null>): Promise<AuthUser | null> {
    if (this.options.ttlMs <= 0) {
      this.options.onLookup?.('miss');
      return load();
    }
    const hit = this.entries.get(keyHash);
    if (hit && hit.expires > this.now()) {
      this.options.onLookup?.('hit');
      return hit.user;
    }
    this.options.onLookup?.('miss');
    const began = this.generation;
    const user = await load();
    // A logout or password reset while the database was read: the user may be from before it.
    if (began !== this.generation) return user;
    this.entries.delete(keyHash);
    if (user) {
      // A Map iterates in insertion order: the first key is the oldest entry.
      if (this.entries.size >= this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(keyHash, { user, expires: this.now() + this.options.ttlMs });
    }
    return user;
  }

  async forget(keyHash: string) {
    this.generation += 1;
    this.entries.delete(keyHash);
  }

  /** A rare write, so a walk over the entries is cheap enough. */
  async forgetUser(userId: number) {
    this.generation += 1;
    for (const [keyHash, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(keyHash);
  }
}
