import path from 'node:path';
import type { Config } from './config';
import type { AppDeps } from './context';
import type { Database } from './db/client';
import { type Clock, systemClock } from './lib/clock';
import { createMailSender } from './lib/mail';
import { createSmsSender } from './lib/sms';
import { createS3Storage } from './lib/s3-storage';
import { createLocalStorage, type Storage } from './lib/storage';

/**
 * The configured media storage: the bucket when S3_BUCKET is set, else the folder $DATA_DIR/media. The server's,
 * the seed's, and the backup and restore commands'.
 */
export function storageFor(config: Config): Storage {
  return config.s3
    ? createS3Storage(config.s3, config.mediaBaseUrl)
    : createLocalStorage(path.join(config.dataDir, 'media'), config.mediaBaseUrl);
}

/**
 * The parts an app is built from: the configured SMS and mail senders and media storage (the folder in
 * DATA_DIR, or the bucket). The server, the test harness, the browser suite's servers and the bench build their apps from it.
 */
export function localAppDeps(config: Config, database: Database, clock: Clock = systemClock): AppDeps {
  return {
    config,
    database,
    sms: createSmsSender(config),
    mail: createMailSender(config),
    storage: storageFor(config),
    clock,
  };
}
