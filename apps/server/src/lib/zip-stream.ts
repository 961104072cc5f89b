import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';

// A ZIP written as it is read (fflate's streaming Zip, decision 038): each entry is compressed and sent on
// before the next is made, so a member's export with hundreds of images never sits whole in memory. The
// writer waits for the reader between entries (back-pressure per file), and stops when the reader goes away.

/** One file of the archive: text is UTF-8; `stored` keeps bytes as they are (JPEGs do not shrink). */
export type ZipEntry = { name: string; data: string | Uint8Array; stored?: boolean };

/** The archive of `entries` as a byte stream; an entry source that fails destroys the stream with its error. */
export function zipStream(entries: AsyncIterable<ZipEntry>, modified: Date): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) return void out.destroy(error);
    out.write(chunk);
    if (final) out.end();
  });
  const closed = once(out, 'close').catch(() => undefined);
  const write = async () => {
    for await (const entry of entries) {
      if (out.destroyed) return;
      const file = entry.stored ? new ZipPassThrough(entry.name) : new ZipDeflate(entry.name, { level: 6 });
      file.mtime = modified;
      zip.add(file);
      file.push(typeof entry.data === 'string' ? strToU8(entry.data) : entry.data, true);
      if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), closed]);
    }
    zip.end();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
