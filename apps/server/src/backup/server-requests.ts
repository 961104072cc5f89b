import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { isAlive } from '../db/lock';
import type { Manifest } from './manifest';

// The embedded database belongs to the one process that opened it (db/lock.ts), and PGlite's dump is a call
// of that process. While the server holds it, `npm run backup` asks the server for the backup through files
// in $DATA_DIR/backup-requests (decision 034): who may write the data directory may already do anything to
// the database, so the folder is the operator's door and no network endpoint is opened.
//
//   <id>.request  {dir}              written by the command (renamed into place whole)
//   <id>.taken                       the request, renamed by the server that runs it
//   <id>.answer   {manifest}|{error} written by the server, read and removed by the command

const FOLDER = 'backup-requests';
/** How long the command waits for the server to take its request: a server that cannot answer says nothing. */
export const TAKE_WAIT_MS = 10_000;

type Answer = { manifest: Manifest } | { error: string };

/** Written aside under a name no side reads (a dot file ending `.part`), then renamed into place. */
const writeWhole = (file: string, value: unknown) => {
  const partial = path.join(path.dirname(file), `.${path.basename(file)}.part`);
  fs.writeFileSync(partial, JSON.stringify(value));
  fs.renameSync(partial, file);
};

/**
 * The server's side: takes each request left in the folder, one at a time, and answers it. `stop` stops
 * looking and waits for the backup under way.
 */
export function answerBackupRequests(dataDir: string, take: (dir: string) => Promise<Manifest>) {
  const folder = path.join(dataDir, FOLDER);
  fs.mkdirSync(folder, { recursive: true });
  let queue = Promise.resolve();
  const answer = async (id: string) => {
    const taken = path.join(folder, `${id}.taken`);
    let result: Answer;
    try {
      const { dir } = JSON.parse(fs.readFileSync(taken, 'utf8')) as { dir: string };
      result = { manifest: await take(dir) };
    } catch (error) {
      result = { error: (error as Error).message };
    }
    writeWhole(path.join(folder, `${id}.answer`), result);
    fs.rmSync(taken, { force: true });
  };
  const look = () => {
    for (const name of fs.readdirSync(folder)) {
      // A dot file is a request still being written: the server once took one and broke its rename.
      if (name.startsWith('.') || !name.endsWith('.request')) continue;
      const id = name.slice(0, -'.request'.length);
      try {
        fs.renameSync(path.join(folder, name), path.join(folder, `${id}.taken`));
      } catch {
        continue; // taken back by the command that gave up on it
      }
      queue = queue.then(() => answer(id));
    }
  };
  const watcher = fs.watch(folder, look);
  look();
  return {
    async stop() {
      watcher.close();
      await queue;
    },
  };
}

/** The command's side: the backup of `dir` by the server `pid`, or its error. */
export async function askServerForBackup(dataDir: string, dir: string, pid: number): Promise<Manifest> {
  const folder = path.join(dataDir, FOLDER);
  const id = randomUUID();
  const file = (state: string) => path.join(folder, `${id}.${state}`);
  if (!fs.existsSync(folder)) throw serverCannotAnswer(pid);
  writeWhole(file('request'), { dir: path.resolve(dir) });

  const until = Date.now() + TAKE_WAIT_MS;
  while (fs.existsSync(file('request'))) {
    if (Date.now() > until) {
      if (withdrawn(file('request'))) throw serverCannotAnswer(pid);
      break; // taken at the last moment
    }
    await pause();
  }
  while (!fs.existsSync(file('answer'))) {
    if (!isAlive(pid)) throw new Error(`The server (pid ${pid}) stopped before the backup was done.`);
    await pause();
  }
  const answer = JSON.parse(fs.readFileSync(file('answer'), 'utf8')) as Answer;
  fs.rmSync(file('answer'));
  if ('error' in answer) throw new Error(answer.error);
  return answer.manifest;
}

const serverCannotAnswer = (pid: number) =>
  new Error(
    `The server (pid ${pid}) holds the embedded database and did not take the backup request within ` +
      `${TAKE_WAIT_MS / 1000} s (a server older than this command does not answer them). Restart it, or stop ` +
      'it and run the backup again; with DATABASE_URL (PostgreSQL) backups need no server.',
  );

const pause = () => new Promise((resolve) => setTimeout(resolve, 100));

/** Removes a request the server has not taken; false when it took it meanwhile. */
function withdrawn(request: string) {
  try {
    fs.rmSync(request);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}
