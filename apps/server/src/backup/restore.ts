import fs from 'node:fs';
import path from 'node:path';
import { storageFor } from '../app-deps';
import type { Config } from '../config';
import { type Database, openDatabase } from '../db/client';
import { holdDataDirLock } from '../db/lock';
import { createLocalStorage } from '../lib/storage';
import type { Log } from './backup';
import { readFacts } from './database-facts';
import { loadEmbedded, pgRestore, postgresObjects, postgresTool } from './database-dump';
import { MEDIA_FOLDER, readBackup } from './manifest';
import { copyMedia } from './media-copy';

/**
 * `npm run restore`: the backup in `dir` into the configured database and storage (decision 034). Everything
 * is checked before anything is written: the backup, its kind against the configuration, and the target,
 * which must be empty (a fresh DATA_DIR, a database without tables) unless `force`. The media goes first, so a
 * failed database restore leaves at most files nothing names; the database is then migrated to this code.
 */
export async function runRestore(config: Config, dir: string, opts: { force: boolean; log: Log }) {
  const manifest = readBackup(dir);
  const kind = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database.kind !== kind)
    throw new Error(
      manifest.database.kind === 'postgres'
        ? 'This backup holds a PostgreSQL dump: restore it with DATABASE_URL set to an empty PostgreSQL database.'
        : 'This backup holds an embedded (PGlite) database: restore it without DATABASE_URL, into a fresh DATA_DIR.',
    );
  const dumpFile = path.join(dir, manifest.database.file);
  const storage = storageFor(config);
  const copyMediaIn = async () => {
    const media = await copyMedia(createLocalStorage(path.join(dir, MEDIA_FOLDER)), storage);
    opts.log(`media: ${media.keys.size} files put into the storage`);
  };

  let database: Database;
  let release = () => {};
  if (config.databaseUrl) {
    const url = config.databaseUrl;
    postgresTool('pg_restore');
    const objects = await postgresObjects(url);
    if (objects && !opts.force)
      throw new Error(
        `The database of DATABASE_URL is not empty (${objects} tables, views or sequences): restore into an empty ` +
          'database, or add --force to replace what the backup holds (stop the servers first).',
      );
    await copyMediaIn();
    await pgRestore(url, dumpFile);
    database = await openDatabase({ url, poolMax: 2 });
  } else {
    release = holdDataDirLock(config.dataDir, 'restore command');
    try {
      database = await restoreEmbedded(path.join(config.dataDir, 'db'), dumpFile, opts, copyMediaIn);
    } catch (error) {
      release();
      throw error;
    }
  }
  try {
    await database.migrate();
    return await readFacts(database.runSql);
  } finally {
    await database.close();
    release();
  }
}

/** The embedded database made from the dump in `dbDir`, which must be empty unless `force` (then moved aside). */
async function restoreEmbedded(
  dbDir: string,
  dumpFile: string,
  opts: { force: boolean; log: Log },
  copyMediaIn: () => Promise<void>,
) {
  const existing = fs.existsSync(dbDir) && fs.readdirSync(dbDir).length > 0;
  if (existing && !opts.force)
    throw new Error(
      `${dbDir} already holds a database: restore into a fresh DATA_DIR, or add --force to move it aside.`,
    );
  await copyMediaIn();
  const aside = `${dbDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  if (existing) {
    fs.renameSync(dbDir, aside);
    opts.log(`the database that was in ${dbDir} is now in ${aside}`);
  }
  try {
    return await loadEmbedded(dbDir, dumpFile);
  } catch (error) {
    fs.rmSync(dbDir, { recursive: true, force: true });
    if (existing) fs.renameSync(aside, dbDir);
    throw new Error(`The backup's database did not open: ${(error as Error).message}`, { cause: error });
  }
}
