import { contentTypeOf, type Storage } from '../lib/storage';

// The media half of a backup and a restore, through the Storage calls alone: the site's storage (a local
// folder, a bucket) is copied to the backup's media folder, itself a local storage, and back.

/** Files copied at once: a bucket answers each read and write in a round trip. */
const AT_ONCE = 8;

export type CopiedMedia = { keys: Set<string>; bytes: number };
export const noMediaYet = (): CopiedMedia => ({ keys: new Set(), bytes: 0 });

/**
 * Copies every key of `from` that `done` does not hold yet into `to`, and adds it to `done`. A key removed
 * between the listing and its read (a replaced image) is passed over. A key copied again is written unchanged.
 */
export async function copyMedia(from: Storage, to: Storage, done: CopiedMedia = noMediaYet()) {
  const running = new Set<Promise<void>>();
  let failure: { error: unknown } | undefined;
  for await (const key of from.keys()) {
    if (failure) break;
    if (done.keys.has(key)) continue;
    const job = copyOne(from, to, key, done)
      .catch((error) => void (failure ??= { error }))
      .finally(() => running.delete(job));
    running.add(job);
    if (running.size >= AT_ONCE) await Promise.race(running);
  }
  await Promise.all(running);
  if (failure) throw failure.error;
  return done;
}

async function copyOne(from: Storage, to: Storage, key: string, done: CopiedMedia) {
  const data = await from.read(key);
  if (!data) return;
  await to.put(key, data, contentTypeOf(key));
  done.keys.add(key);
  done.bytes += data.length;
}
