import fs from 'node:fs';
import path from 'node:path';

/** How the server names itself in the lock: `npm run backup` asks that holder for the backup (backup/server-requests). */
export const SERVER_HOLDER = 'server';

/**
 * PGlite is a single-process database: two processes on one data directory corrupt it. The holder
 * writes its pid to $DATA_DIR/db.lock; another process that finds a live pid there stops with a
 * clear message instead.
 */
export function holdDataDirLock(dataDir: string, who: string) {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'db.lock');
  const holder = otherHolder(dataDir);
  if (holder) {
    throw new Error(
      `The embedded database in ${dataDir} is in use by the ${holder.who} (pid ${holder.pid}). ` +
        'Stop it first, or point DATABASE_URL at PostgreSQL to share one database.',
    );
  }
  fs.writeFileSync(file, JSON.stringify({ pid: process.pid, who }));
  const release = () => {
    if (readHolder(file)?.pid === process.pid) fs.rmSync(file, { force: true });
  };
  process.once('exit', release);
  return release;
}

/** Another live process that holds the data directory's database (`who` as it named itself), if any. */
export function otherHolder(dataDir: string): { pid: number; who: string } | undefined {
  const holder = readHolder(path.join(dataDir, 'db.lock'));
  return holder && holder.pid !== process.pid && isAlive(holder.pid) ? holder : undefined;
}

function readHolder(file: string): { pid: number; who: string } | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Whether a process runs under `pid` (one of another user's included). */
export function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
