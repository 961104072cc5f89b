import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { seedDemo } from '../../apps/server/src/seed/seed';
import { systemClock } from '../../apps/server/src/lib/clock';
import { createMailSender } from '../../apps/server/src/lib/mail';
import { createSmsSender } from '../../apps/server/src/lib/sms';
import { createLocalStorage } from '../../apps/server/src/lib/storage';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
  }
}

/** The real server with the built web app, on an in-memory database seeded with the demo data. */
export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mfi-e2e-'));
  // Every browser signs in from 127.0.0.1 as the same few demo accounts, many times a minute across the
  // suites; the login limit itself is tested in the server suite (auth.routes.test.ts).
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOGIN_LIMIT_PER_MINUTE: '1000',
  });
  if (!fs.existsSync(path.join(config.webDist, 'index.html'))) {
    throw new Error('The web app is not built: run `npm run build` first (npm test does).');
  }
  const database = await openDatabase({});
  await database.migrate();
  await seedDemo(database.db, () => {}, createLocalStorage(path.join(dataDir, 'media')));
  const app = await buildApp({
    config,
    database,
    sms: createSmsSender(config),
    mail: createMailSender(config),
    storage: createLocalStorage(path.join(dataDir, 'media')),
    clock: systemClock,
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  project.provide('baseURL', address);
  project.provide('dataDir', dataDir);
  return async () => {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
