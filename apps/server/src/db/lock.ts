import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite is a single-process database: two processes on one data directory corrupt it. The holder
 * writes its pid to $DATA_DIR/db.lock; another process that finds a live pid there stops with a
 * clear message instead.
 */
export function holdDataDirLock(dataDir: string, who: string) {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'db.lock');
  const holder = readHolder(file);
  if (holder && holder.pid !== process.pid && isAlive(holder.pid)) {
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

function readHolder(file: string): { pid: number; who: string } | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
