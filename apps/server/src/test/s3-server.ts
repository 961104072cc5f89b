import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../lib/s3-storage';

/** s3rver's fixed keys: it checks the signature against them. */
const KEY = 'S3RVER';

/**
 * A real S3-compatible server (s3rver, files in a temp folder) on a free port, with one bucket made. `env` is
 * the app's settings for it (config.ts); `stop` and `start` take it away and bring it back on the same port
 * and files (an outage); `close` stops it for good and removes its files.
 */
export async function startS3Server(bucket = 'mfi-media') {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'mfi-s3-'));
  let port = 0;
  let server: S3rver | null = null;
  const start = async () => {
    server = new S3rver({ port, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
    port = (await server.run()).port;
  };
  const stop = async () => {
    await server?.close();
    server = null;
  };
  await start();

  const endpoint = `http://127.0.0.1:${port}`;
  const settings: S3Settings = {
    bucket,
    region: 'us-east-1',
    endpoint,
    credentials: { accessKeyId: KEY, secretAccessKey: KEY },
    forcePathStyle: true,
  };
  const env = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: KEY,
    S3_SECRET_ACCESS_KEY: KEY,
    S3_FORCE_PATH_STYLE: 'true',
  };
  const close = async () => {
    await stop();
    fs.rmSync(directory, { recursive: true, force: true });
  };
  return { bucket, endpoint, settings, env, directory, stop, start, close };
}
export type S3Server = Awaited<ReturnType<typeof startS3Server>>;
