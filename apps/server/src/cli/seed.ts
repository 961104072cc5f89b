import path from 'node:path';
import { storageFor } from '../app-deps';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { holdDataDirLock } from '../db/lock';
import { seedDemo } from '../seed/seed';

// `npm run seed`: adds the demo data that is missing (safe to run again).
const config = loadConfig();
if (!config.databaseUrl) holdDataDirLock(config.dataDir, 'seed command');
const database = await openDatabase({ url: config.databaseUrl, dir: path.join(config.dataDir, 'db') });
try {
  await database.migrate();
  await seedDemo(database.db, console.log, storageFor(config));
  console.log('Demo data is in place.');
} finally {
  await database.close();
}
