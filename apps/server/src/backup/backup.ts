import fs from 'node:fs';
import path from 'node:path';
import { storageFor } from '../app-deps';
import type { Config } from '../config';
import { openDatabase } from '../db/client';
import { holdDataDirLock, otherHolder, SERVER_HOLDER } from '../db/lock';
import { createLocalStorage, type Storage } from '../lib/storage';
import { type DumpSource, dumpDatabase, holdsEmbedded, postgresTool } from './database-dump';
import { type Manifest, MEDIA_FOLDER, writeManifest } from './manifest';
import { copyMedia } from './media-copy';
import { askServerForBackup } from './server-requests';

export type Log = (line: string) => void;

/**
 * A backup of the site as it serves (decision 034). Files are stored before the database commits the row
 * that names them and removed only after the commit that replaces them (lib/stored-files), so: the media is
 * copied, then the database dumped, then the media stored meanwhile copied. Every file a dumped row names
 * is then in the backup, unless it was replaced twice, or stored and removed, within the seconds of the dump:
 * the manifest lists any key the dump names that it lacks.
 */
export async function takeBackup(opts: { source: DumpSource; storage: Storage; dir: string; log: Log }) {
  const { source, storage, dir, log } = opts;
  if ('url' in source) postgresTool('pg_dump'); // before any copying: a missing tool is said at once
  const created = claimEmptyDir(dir);
  const startedAt = new Date().toISOString();
  try {
    const copy = createLocalStorage(path.join(dir, MEDIA_FOLDER));
    fs.mkdirSync(path.join(dir, MEDIA_FOLDER));
    const media = await copyMedia(storage, copy);
    log(`media: ${media.keys.size} files copied; dumping the database`);
    const { file, facts } = await dumpDatabase(source, dir);
    const before = media.keys.size;
    await copyMedia(storage, copy, media);
    log(`database dumped; media: ${media.keys.size - before} files stored meanwhile copied`);
    return writeManifest(dir, {
      startedAt,
      finishedAt: new Date().toISOString(),
      database: {
        kind: 'url' in source ? 'postgres' : 'pglite',
        file,
        latestMigration: facts.latestMigration,
        counts: facts.counts,
      },
      media: {
        files: media.keys.size,
        bytes: media.bytes,
        missing: facts.mediaKeys.filter((key) => !media.keys.has(key)),
      },
    });
  } catch (error) {
    // Nothing half made stays: the directory was empty or new.
    for (const entry of fs.readdirSync(dir)) fs.rmSync(path.join(dir, entry), { recursive: true, force: true });
    if (created) fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/** Makes `dir` if it is missing (true) or checks that it is an empty directory (false). */
function claimEmptyDir(dir: string): boolean {
  if (!fs.existsSync(dir)) {
    fs.mkdirSync(dir, { recursive: true });
    return true;
  }
  if (!fs.statSync(dir).isDirectory()) throw new Error(`${dir} is not a directory.`);
  if (fs.readdirSync(dir).length) throw new Error(`${dir} is not empty: a backup goes into a new or empty directory.`);
  return false;
}

/**
 * `npm run backup`: of PostgreSQL directly; of the embedded database by this process when no server holds
 * it, else by the server that does (backup/server-requests.ts), since PGlite is one process's database.
 */
export async function runBackup(config: Config, dir: string, log: Log): Promise<Manifest> {
  const storage = storageFor(config);
  if (config.databaseUrl) return takeBackup({ source: { url: config.databaseUrl }, storage, dir, log });

  const holder = otherHolder(config.dataDir);
  if (holder?.who === SERVER_HOLDER) {
    log(`the server (pid ${holder.pid}) holds the embedded database: it takes the backup`);
    return askServerForBackup(config.dataDir, dir, holder.pid);
  }
  const dbDir = path.join(config.dataDir, 'db');
  if (!holdsEmbedded(dbDir)) throw new Error(`There is no embedded database in ${dbDir} to back up.`);
  const release = holdDataDirLock(config.dataDir, 'backup command');
  const database = await openDatabase({ dir: dbDir });
  try {
    return await takeBackup({ source: { database }, storage, dir, log });
  } finally {
    await database.close();
    release();
  }
}

/** What a finished backup says to the operator. */
export function describeBackup(dir: string, m: Manifest) {
  const counts = Object.entries(m.database.counts)
    .map(([name, n]) => `${n} ${name}`)
    .join(', ');
  const lines = [
    `Backup in ${dir}: ${m.database.kind === 'postgres' ? 'PostgreSQL dump' : 'embedded database'} ` +
      `${m.database.file} at migration ${m.database.latestMigration ?? 'none'}; ` +
      `${m.media.files} media files (${(m.media.bytes / 1e6).toFixed(1)} MB).`,
    `The database holds ${counts}.`,
  ];
  if (m.media.missing.length)
    lines.push(
      `${m.media.missing.length} media files the database names were not in the storage ` +
        `(listed under media.missing in manifest.json): ${m.media.missing.slice(0, 5).join(', ')}` +
        (m.media.missing.length > 5 ? ' …' : ''),
    );
  return lines.join('\n');
}
