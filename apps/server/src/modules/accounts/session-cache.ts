import type { AuthUser } from '../../auth/auth-user';

// Every signed-in call used to look its token up in the database: a round trip that cost a rating a
// third of its database work. The user behind a token is kept in memory for a few seconds
// (AUTH_CACHE_TTL_MS, 0 turns it off). Logout forgets its token and a password reset forgets every
// token on this instance at once, as an admin's role change or account closing forgets the member's
// (issue 25); other instances, and role changes made by the operator command
// (another process), take effect within the TTL (docs/decisions/005-reviews-grades-reactions.md).

type Entry = { user: AuthUser; expires: number };

export class SessionCache {
  private entries = new Map<string, Entry>();
  /** Moves on at every forget: a lookup that began before one must not store what it read. */
  private generation = 0;

  constructor(
    private readonly options: {
      ttlMs: number;
      maxEntries: number;
      now?: () => number;
      /** Told of each lookup (lib/metrics): a token's user from memory, or read from the database. */
      onLookup?: (result: 'hit' | 'miss') => void;
    },
  ) {}

  get size() {
    return this.entries.size;
  }

  private now() {
    return (this.options.now ?? Date.now)();
  }

  /** The user behind `keyHash`, from memory while fresh, else from `load` (only found users are kept). */
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

  forget(keyHash: string) {
    this.generation += 1;
    this.entries.delete(keyHash);
  }

  /**
   * Every cached token of one member (an admin changed their roles or closed the account, issue 25): the
   * next call reads the member again. A rare write, so a walk over the entries is cheap enough.
   */
  forgetUser(userId: number) {
    this.generation += 1;
    for (const [keyHash, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(keyHash);
  }

  forgetAll() {
    this.generation += 1;
    this.entries.clear();
  }
}
