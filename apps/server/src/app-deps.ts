import path from 'node:path';
import type { Config } from './config';
import type { AppDeps } from './context';
import type { Database } from './db/client';
import { type Clock, systemClock } from './lib/clock';
import { createMailSender } from './lib/mail';
import { createSmsSender } from './lib/sms';
import { createLocalStorage } from './lib/storage';

/**
 * The parts an app is built from on one machine: the configured SMS and mail senders and the media folder in
 * DATA_DIR. The server, the test harness, the browser suite's servers and the bench build their apps from it.
 */
export function localAppDeps(config: Config, database: Database, clock: Clock = systemClock): AppDeps {
  return {
    config,
    database,
    sms: createSmsSender(config),
    mail: createMailSender(config),
    storage: configuredStorage(config),
    clock,
  };
}

/** The media storage the configuration names: the server's, and the backup and restore commands'. */
export function configuredStorage(config: Config) {
  return createLocalStorage(path.join(config.dataDir, 'media'));
}
