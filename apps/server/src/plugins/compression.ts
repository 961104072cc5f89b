import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { ZodApp } from '../context';

/**
 * Answers of 1 KB and more go out compressed when the client asks (brotli, else gzip); smaller ones gain
 * nothing worth the CPU. The levels are the cheap ones (brotli 4, gzip 5): an answer is compressed on every
 * request, the catalogue cache's included, and in one synchronous call up to 64 KB (no zlib stream, no
 * round trip through libuv's thread pool, which password hashing keeps busy). The web app's files are
 * compressed once at build (apps/web/vite.config.ts) and sent as they are (plugins/web-files.ts).
 * Request bodies are not decompressed (globalDecompression off): no client of ours compresses them.
 */
export async function registerCompression(app: ZodApp) {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    syncThreshold: 64 * 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 5 },
  });
}
