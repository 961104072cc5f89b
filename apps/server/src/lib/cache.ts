// A small in-process cache for what every anonymous reader sees the same way (catalogue pages, counts,
// the user-independent part of detail pages). Entries are fresh for a TTL, then served stale for one
// more TTL while a single refresh runs in the background, so a reader never waits on an expired page;
// the oldest go first past a maximum count. Two kinds of write (docs/decisions/003-catalogue-speed.md), each
// called only by the written aggregate's after-write (after-write/):
// - a catalogue write (create, update, publish) calls `invalidate()`: nothing computed before it is
//   served or stored after it, so an unpublished item never shows a moment longer;
// - a community write (a rating, review, reaction, flag) calls `markStale(tags)`: every entry is
//   refreshed in the background on its next read, at most once per `refreshGapMs`, and the entries
//   tagged with `tags` (the written title's own detail, which its writer reads next) are dropped.
// Each instance keeps its own cache; with Redis, each write's effect is also told to the other instances,
// which repeat it (lib/cache-broadcast.ts, docs/decisions/032).

export type CacheOptions = {
  ttlMs: number;
  maxEntries: number;
  refreshGapMs?: number;
  now?: () => number;
  /** Told of each public lookup (lib/metrics): the key's kind and whether an entry answered it. */
  onLookup?: (kind: string, result: 'hit' | 'stale' | 'miss') => void;
  /** Told of each write's effect on this cache (lib/cache-broadcast tells the other instances). */
  onWrite?: (write: CacheWrite) => void;
};

/** A write's effect on the cache, as another instance repeats it. */
export type CacheWrite = { effect: 'invalidate' } | { effect: 'markStale' | 'forget'; tags: string[] };

/**
 * A key's kind, the family of pages it belongs to: the text before its first colon (`movie:dune` → `movie`,
 * `movies:list:…` → `movies`), or the whole key when it has none (`journal-types`). Every key starts with a
 * constant written in the code, so the kinds are few.
 */
export const cacheKindOf = (key: string) => {
  const colon = key.indexOf(':');
  return colon === -1 ? key : key.slice(0, colon);
};

/** Names the entry by what it shows (`movie#12`), so a community write can drop it exactly. */
export type TagOf<T> = (value: T) => string | undefined;

type Entry = { value: unknown; expires: number; staleVersion: number; refreshAfter: number; tag?: string };

export class CatalogueCache {
  private entries = new Map<string, Entry>();
  /** Computations under way, so fifty readers of a cold page run its query once. */
  private pending = new Map<string, Promise<unknown>>();
  private tagged = new Map<string, Set<string>>();
  /** Bumped by every community write: an entry computed before the last bump is stale. */
  private staleVersion = 0;
  /** Counts `forget`s while computations run; `forgottenAt` holds each tag's last one (cleared when idle). */
  private forgets = 0;
  private readonly forgottenAt = new Map<string, number>();
  private readonly now: () => number;
  private readonly refreshGapMs: number;

  constructor(private readonly options: CacheOptions) {
    this.now = options.now ?? Date.now;
    this.refreshGapMs = options.refreshGapMs ?? Math.min(1_000, options.ttlMs);
  }

  get enabled() {
    return this.options.ttlMs > 0 && this.options.maxEntries > 0;
  }

  get size() {
    return this.entries.size;
  }

  /** The cached value of `key`, or the result of `compute` (stored unless a write dropped it meanwhile). */
  async wrap<T>(key: string, compute: () => Promise<T>, tagOf?: TagOf<T>): Promise<T> {
    const onLookup = this.options.onLookup;
    if (!this.enabled) {
      onLookup?.(cacheKindOf(key), 'miss');
      return compute();
    }
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit) {
      if (hit.expires > now && hit.staleVersion === this.staleVersion) {
        onLookup?.(cacheKindOf(key), 'hit');
        return hit.value as T;
      }
      if (now < hit.expires + this.options.ttlMs) {
        if (!this.pending.has(key) && now >= hit.refreshAfter) {
          hit.refreshAfter = now + this.refreshGapMs;
          // A failed refresh keeps the stale entry; the next read after the gap tries again.
          this.start(key, compute, tagOf).catch(() => undefined);
        }
        onLookup?.(cacheKindOf(key), 'stale');
        return hit.value as T;
      }
      this.drop(key);
    }
    // A reader who waits for a computation, their own or one under way, is a miss: the database answers it.
    onLookup?.(cacheKindOf(key), 'miss');
    const running = this.pending.get(key);
    if (running) return running as Promise<T>;
    return this.start(key, compute, tagOf);
  }

  /** `wrap` for a public view; a contributor's view (unpublished rows visible) is never cached. */
  wrapPublic<T>(isPublic: boolean, key: string, compute: () => Promise<T>, tagOf?: TagOf<T>): Promise<T> {
    return isPublic ? this.wrap(key, compute, tagOf) : compute();
  }

  /** A catalogue write: forget every entry and every computation started before it. */
  invalidate() {
    this.write({ effect: 'invalidate' });
  }

  /** A community write: refresh everything in the background, drop the entries tagged `tags` now. */
  markStale(...tags: string[]) {
    this.write({ effect: 'markStale', tags });
  }

  /**
   * A write only the tagged entries show (a member's own pages, issue 15): they drop now, and a computation
   * of theirs under way is not stored; every other entry stays fresh.
   */
  forget(...tags: string[]) {
    this.write({ effect: 'forget', tags });
  }

  private write(write: CacheWrite) {
    this.apply(write);
    this.options.onWrite?.(write);
  }

  /** A write's effect, here only: another instance's write (lib/cache-broadcast) is applied with it. */
  apply(write: CacheWrite) {
    if (write.effect === 'invalidate') {
      this.entries.clear();
      this.pending.clear();
      this.tagged.clear();
      this.forgottenAt.clear();
      return;
    }
    if (write.effect === 'markStale') this.staleVersion += 1;
    this.dropTagged(write.tags);
  }

  private dropTagged(tags: string[]) {
    for (const tag of tags) {
      for (const key of this.tagged.get(tag) ?? []) {
        this.entries.delete(key);
        this.pending.delete(key);
      }
      this.tagged.delete(tag);
      // A computation under way learns its tag only from its answer: remember the write for it.
      if (this.pending.size > 0) this.forgottenAt.set(tag, ++this.forgets);
    }
  }

  private start<T>(key: string, compute: () => Promise<T>, tagOf?: TagOf<T>): Promise<T> {
    const staleVersion = this.staleVersion;
    const began = this.forgets;
    const settle = () => {
      this.pending.delete(key);
      if (this.pending.size === 0) this.forgottenAt.clear();
    };
    const promise: Promise<T> = compute().then(
      (value) => {
        // Not ours any more when a write dropped the key while we computed: answer, but do not store.
        if (this.pending.get(key) !== promise) return value;
        const tag = tagOf?.(value);
        // Nor when a write forgot our tag after we began (a cold key had no tag to be found by).
        const forgotten = tag !== undefined && (this.forgottenAt.get(tag) ?? 0) > began;
        settle();
        if (!forgotten) this.store(key, { value, staleVersion, tag });
        return value;
      },
      (error: unknown) => {
        if (this.pending.get(key) === promise) settle();
        throw error;
      },
    );
    this.pending.set(key, promise);
    return promise;
  }

  private store(key: string, fresh: { value: unknown; staleVersion: number; tag?: string }) {
    this.drop(key);
    // A Map iterates in insertion order: the first key is the oldest entry.
    while (this.entries.size >= this.options.maxEntries) this.drop(this.entries.keys().next().value!);
    const now = this.now();
    this.entries.set(key, { ...fresh, expires: now + this.options.ttlMs, refreshAfter: now + this.refreshGapMs });
    if (fresh.tag) {
      const keys = this.tagged.get(fresh.tag) ?? new Set<string>();
      this.tagged.set(fresh.tag, keys.add(key));
    }
  }

  private drop(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    if (entry.tag) this.tagged.get(entry.tag)?.delete(key);
  }
}
