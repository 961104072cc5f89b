import path from 'node:path';
import { buildApp } from './app';
import { localAppDeps } from './app-deps';
import { takeBackup } from './backup/backup';
import { answerBackupRequests } from './backup/server-requests';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { holdDataDirLock, SERVER_HOLDER } from './db/lock';
import { seedIfEmpty } from './seed/seed';

const config = loadConfig();
if (!config.databaseUrl) holdDataDirLock(config.dataDir, SERVER_HOLDER);
const database = await openDatabase({
  url: config.databaseUrl,
  dir: path.join(config.dataDir, 'db'),
  poolMax: config.databasePoolMax,
  ratingAsyncCommit: config.ratingAsyncCommit,
});
const deps = localAppDeps(config, database);
// Two instances started together on one PostgreSQL would both migrate and both seed the demo data, and their
// job queues' first createQueue calls deadlock each other (seen in the two-instance suite): one at a time.
const app = await database.oneAtATime(async () => {
  await database.migrate();
  await seedIfEmpty(database.db, { log: console.log, storage: deps.storage, production: config.env === 'production' });
  return buildApp(deps);
});
// The embedded database is this process's alone: it takes the backups `npm run backup` asks for (decision 034).
const backups =
  database.kind === 'pglite'
    ? answerBackupRequests(config.dataDir, (dir) =>
        takeBackup({
          source: { database },
          storage: deps.storage,
          dir,
          log: (line) => app.log.info(`backup: ${line}`),
        }),
      )
    : undefined;

// Graceful shutdown: stop accepting connections (app.close closes the listener and the idle keep-alive
// connections, answers 503 to a new request on a busy one, and waits for the requests in flight and the
// onClose hooks: job workers, background mails, hash threads), then close the database. A request that
// never ends (a client that stalls its upload) must not keep the process: past SHUTDOWN_TIMEOUT_MS it
// exits anyway, with code 1, so the supervisor's log says the stop was not clean.
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    setTimeout(() => {
      app.log.error(`shutdown took longer than ${config.shutdownTimeoutMs} ms: exiting with requests unfinished`);
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
    await app.close();
    await backups?.stop();
    await database.close(10_000);
    app.log.info('shut down');
    process.exit(0);
  });
}

await app.listen({ port: config.port, host: config.host });
console.log(`MFI is ready at ${config.publicUrl} (database: ${database.kind})`);
