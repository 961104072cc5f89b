import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

/**
 * Requests a second of a bare Fastify reply of `body` (bench/bare-server.ts), driven as the rows are: the
 * same connections and seconds, after a warm-up of the same length.
 */
export async function bareRequestsPerSecond(opts: {
  body: string;
  port: number;
  connections: number;
  seconds: number;
}): Promise<number> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mfi-bare-')), 'body.json');
  fs.writeFileSync(file, opts.body);
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'bare-server.ts'), String(opts.port), file],
    {
      stdio: 'ignore',
    },
  );
  try {
    const url = `http://127.0.0.1:${opts.port}/bare`;
    for (let i = 0; ; i++) {
      if (
        await fetch(url).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (i > 100) throw new Error('the bare server did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
    const run = () => autocannon({ url, connections: opts.connections, duration: opts.seconds });
    await run();
    return Math.round((await run()).requests.average);
  } finally {
    server.kill('SIGTERM');
  }
}
