import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { ZodApp } from '../context';

/**
 * Answers of 1 KB and more go out compressed when the client asks (brotli, else gzip); smaller ones gain
 * nothing worth the CPU. The levels are the cheap ones (brotli 4, gzip 5), in one synchronous call up to
 * 64 KB (no zlib stream, no round trip through libuv's thread pool, which password hashing keeps busy),
 * and a recent answer's compressed bytes are reused: the catalogue cache serves the same bodies again and
 * again, and compressing each of them anew cut a cached detail's throughput by two thirds. The web app's
 * files are compressed once at build (apps/web/vite.config.ts) and sent as they are (plugins/web-files.ts).
 * Request bodies are not decompressed (globalDecompression off): no client of ours compresses them.
 */
export async function registerCompression(app: ZodApp) {
  const recent = new CompressedAnswers(16 * 1024 * 1024);
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    syncThreshold: 64 * 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 5 },
    // Only the synchronous calls are replaced; streams (bigger bodies, files) use node:zlib's.
    zlib: {
      brotliCompressSync: (body: Buffer, options: zlib.BrotliOptions) =>
        recent.get('br', body, () => zlib.brotliCompressSync(body, options)),
      gzipSync: (body: Buffer, options: zlib.ZlibOptions) =>
        recent.get('gzip', body, () => zlib.gzipSync(body, options)),
    },
  });
}

/**
 * Compressed bodies by encoding and content, the least recently used dropped past `maxBytes` (bodies and
 * their compressed bytes counted). Looking one up costs a copy and a hash of the body, a few per cent of
 * compressing it.
 */
export class CompressedAnswers {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(encoding: string, body: Buffer, compressBody: () => Buffer): Buffer {
    const key = `${encoding}:${body.toString('latin1')}`;
    const known = this.entries.get(key);
    if (known) {
      this.entries.delete(key);
      this.entries.set(key, known);
      return known;
    }
    const compressed = compressBody();
    this.entries.set(key, compressed);
    this.bytes += key.length + compressed.length;
    for (const [oldKey, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldKey);
      this.bytes -= oldKey.length + old.length;
    }
    return compressed;
  }
}
