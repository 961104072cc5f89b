import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { holdDataDirLock } from '../db/lock';
import { seedScale } from '../seed/scale';

// `npm run seed:scale`: the benchmark's large catalogue, on DATABASE_URL or the embedded database.
const config = loadConfig();
if (!config.databaseUrl) holdDataDirLock(config.dataDir, 'scale seed');
const database = await openDatabase({ url: config.databaseUrl, dir: path.join(config.dataDir, 'db') });
const started = Date.now();
try {
  await database.migrate();
  await seedScale(database.db, (line) => console.log(`[${((Date.now() - started) / 1000).toFixed(0)} s] ${line}`));
} finally {
  await database.close();
}
