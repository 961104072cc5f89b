import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3Server } from '../test/s3-server';

// `npm run media:to-s3` as the operator runs it (decision 033): its report, its exit code, and a second run
// that copies nothing. The copying itself is lib/media-to-bucket.test.ts.
// Nothing here depends on the database's kind: it runs once, on PGlite, not again in server-pg.
describe.skipIf(process.env.TEST_DB_KIND === 'pg')('the media:to-s3 command', () => {
  const root = path.resolve(import.meta.dirname, '../../../..');
  let s3: S3Server;
  let dataDir: string;
  beforeAll(async () => {
    s3 = await startS3Server('media-command');
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mfi-media-command-'));
    for (const key of ['movies/posters/a.jpg', 'users/1/profile/b.jpg']) {
      fs.mkdirSync(path.dirname(path.join(dataDir, 'media', key)), { recursive: true });
      fs.writeFileSync(path.join(dataDir, 'media', key), `bytes of ${key}`);
    }
  });
  afterAll(async () => {
    await s3?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  function run(env: Record<string, string>) {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/cli/media-to-s3.ts')], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    return new Promise<{ code: number | null; output: string }>((resolve) =>
      child.once('exit', (code) => resolve({ code, output })),
    );
  }

  describe('npm run media:to-s3', () => {
    it('copies the folder, says it may be removed, and a second run copies nothing', async () => {
      const first = await run(s3.env);
      expect(first.code, first.output).toBe(0);
      expect(first.output).toContain('Copied 2 files; 0 were in the bucket already; 0 failed.');
      expect(first.output).toContain('once the site runs on the bucket it can be removed');
      expect(fs.existsSync(path.join(dataDir, 'media/movies/posters/a.jpg'))).toBe(true);

      const second = await run(s3.env);
      expect(second.code, second.output).toBe(0);
      expect(second.output).toContain('Nothing to copy: the bucket holds all 2 files already.');
    });

    it('exits 1 without a bucket, or when the bucket does not answer', async () => {
      const unset = await run({});
      expect(unset.code).toBe(1);
      expect(unset.output).toContain('S3_BUCKET is not set');

      const away = await run({ ...s3.env, S3_ENDPOINT: 'http://127.0.0.1:9' });
      expect(away.code).toBe(1);
      expect(away.output).toContain('The bucket did not answer');
      expect(away.output).not.toContain('NodeVersionSupportWarning');
    });
  });
});
