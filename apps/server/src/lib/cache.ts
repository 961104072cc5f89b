// A small in-process cache for what every anonymous reader sees the same way (catalogue pages, counts,
// the user-independent part of detail pages). Entries live for a TTL and the oldest go first past a
// maximum count. Any catalogue write calls `invalidate()`, which starts a new version: nothing computed
// before it is served or stored after it, so a writer and every reader of this instance see the write at
// once. Other instances see it when their entries expire (docs/decisions/003-catalogue-speed.md).

export type CacheOptions = { ttlMs: number; maxEntries: number; now?: () => number };

type Entry = { value: unknown; expires: number };

export class CatalogueCache {
  private entries = new Map<string, Entry>();
  /** Computations under way, so fifty readers of a cold page run its query once. */
  private pending = new Map<string, Promise<unknown>>();
  private version = 0;
  private readonly now: () => number;

  constructor(private readonly options: CacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get enabled() {
    return this.options.ttlMs > 0 && this.options.maxEntries > 0;
  }

  get size() {
    return this.entries.size;
  }

  /** The cached value of `key`, or the result of `compute` (stored unless a write happened meanwhile). */
  async wrap<T>(key: string, compute: () => Promise<T>): Promise<T> {
    if (!this.enabled) return compute();
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) return hit.value as T;
    if (hit) this.entries.delete(key);
    const running = this.pending.get(key);
    if (running) return running as Promise<T>;

    const version = this.version;
    const promise = compute().then(
      (value) => {
        if (this.version === version) {
          this.pending.delete(key);
          this.store(key, value);
        }
        return value;
      },
      (error: unknown) => {
        if (this.version === version) this.pending.delete(key);
        throw error;
      },
    );
    this.pending.set(key, promise);
    return promise;
  }

  /** `wrap` for a public view; a contributor's view (unpublished rows visible) is never cached. */
  wrapPublic<T>(isPublic: boolean, key: string, compute: () => Promise<T>): Promise<T> {
    return isPublic ? this.wrap(key, compute) : compute();
  }

  /** A catalogue write: forget every entry and every computation started before it. */
  invalidate() {
    this.version += 1;
    this.entries.clear();
    this.pending.clear();
  }

  private store(key: string, value: unknown) {
    // A Map iterates in insertion order: the first key is the oldest entry.
    while (this.entries.size >= this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, expires: this.now() + this.options.ttlMs });
  }
}
