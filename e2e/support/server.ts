import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../apps/server/src/app';
import { localAppDeps } from '../../apps/server/src/app-deps';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { seedDemo } from '../../apps/server/src/seed/seed';
import { createLocalStorage } from '../../apps/server/src/lib/storage';
import { FAKE_TMDB_KEY, type FakeTmdb, startFakeTmdb } from '../../apps/server/src/test/fake-tmdb';
import { freePort } from '../../apps/server/src/test/free-port';
import { freshPostgresDatabase } from '../../apps/server/src/test/fresh-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per test worker: files that run at the same time never share a database or an outbox. */
    servers: { baseURL: string; dataDir: string }[];
  }
}

/** How many files run at once (vitest.config.ts's maxWorkers reads it too): one server each. */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);

/**
 * Each worker's own real server with the built web app, on its own in-memory database seeded with the demo
 * data, importing codes from one local fake TMDB (apps/server/src/test/fake-tmdb.ts).
 */
export default async function setup(project: TestProject) {
  const tmdb = await startFakeTmdb();
  const servers = await Promise.all(Array.from({ length: E2E_WORKERS }, () => startServer(tmdb)));
  project.provide(
    'servers',
    servers.map(({ baseURL, dataDir }) => ({ baseURL, dataDir })),
  );
  return async () => {
    for (const server of servers) await server.close();
    await tmdb.close();
  };
}

async function startServer(tmdb: FakeTmdb) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mfi-e2e-'));
  // Every browser signs in from 127.0.0.1 as the same few demo accounts, many times a minute across the
  // suites; the login limit itself is tested in the server suite (auth.routes.test.ts).
  // The port is chosen first: the pages' canonical addresses and sitemaps name the site by PUBLIC_URL.
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOGIN_LIMIT_PER_MINUTE: '1000',
    TMDB_API_KEY: FAKE_TMDB_KEY,
    TMDB_BASE_URL: tmdb.url,
    TMDB_IMAGE_BASE_URL: tmdb.imageUrl,
  });
  if (!fs.existsSync(path.join(config.webDist, 'index.html'))) {
    throw new Error('The web app is not built: run `npm run build` first (npm test does).');
  }
  const { database, drop } = await openServerDatabase();
  await database.migrate();
  await seedDemo(database.db, () => {}, createLocalStorage(path.join(dataDir, 'media')));
  const app = await buildApp(localAppDeps(config, database));
  const baseURL = await app.listen({ port, host: '127.0.0.1' });
  return {
    baseURL,
    dataDir,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The server's own database: a fresh one on TEST_DATABASE_URL's PostgreSQL when it is set (as in CI: native
 * queries keep two browsers' pages quick on two cores), else PGlite in memory (`npm test` on a bare machine).
 */
async function openServerDatabase() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return { database: await openDatabase({}), drop: async () => {} };
  const fresh = await freshPostgresDatabase(url, 'mfi_e2e');
  return { database: await openDatabase({ url: fresh.url }), drop: fresh.drop };
}
