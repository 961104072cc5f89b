import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files worth compressing; images and fonts are compressed already. */
const TEXT = /\.(js|css|html|svg|json|txt|webmanifest)$/;
/** Below this a file gains less than the encoding's header and a request's overhead. */
const MIN_BYTES = 1024;

/**
 * Writes file.br (brotli at its best level) and file.gz (gzip 9) beside every text file of the build, once,
 * so the server sends them as they are (@fastify/static's preCompressed) instead of compressing each
 * request. A variant that saves less than a tenth is not written: the server then sends the file itself.
 */
export function precompress(): Plugin {
  let outDir = '';
  let log: (message: string) => void = () => {};
  return {
    name: 'mfi-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      log = (message) => config.logger.info(message);
    },
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries
        .filter((e) => e.isFile() && TEXT.test(e.name))
        .map((e) => path.join(e.parentPath, e.name))
        .filter((file) => !path.relative(outDir, file).startsWith('.')); // .vite/manifest.json is not served
      let raw = 0;
      let sent = 0;
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file);
          raw += content.length;
          if (content.length < MIN_BYTES) {
            sent += content.length;
            return;
          }
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzip(content, { level: 9 }),
          ]);
          const worthIt = (variant: Buffer) => variant.length < content.length * 0.9;
          if (worthIt(br)) await writeFile(`${file}.br`, br);
          if (worthIt(gz)) await writeFile(`${file}.gz`, gz);
          sent += worthIt(br) ? br.length : content.length;
        }),
      );
      const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
      log(`precompressed ${files.length} files: ${kb(raw)} → ${kb(sent)} with brotli`);
    },
  };
}
