import path from 'node:path';
import { buildApp } from './app';
import { localAppDeps } from './app-deps';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { holdDataDirLock } from './db/lock';
import { seedIfEmpty } from './seed/seed';

const config = loadConfig();
if (!config.databaseUrl) holdDataDirLock(config.dataDir, 'server');
const database = await openDatabase({
  url: config.databaseUrl,
  dir: path.join(config.dataDir, 'db'),
  poolMax: config.databasePoolMax,
  ratingAsyncCommit: config.ratingAsyncCommit,
});
await database.migrate();
const deps = localAppDeps(config, database);
await seedIfEmpty(database.db, { log: console.log, storage: deps.storage, production: config.env === 'production' });

const app = await buildApp(deps);

// Graceful shutdown: stop accepting, let requests in flight finish, then close the database.
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await database.close(10_000);
    process.exit(0);
  });
}

await app.listen({ port: config.port, host: config.host });
console.log(`MFI is ready at ${config.publicUrl} (database: ${database.kind})`);
