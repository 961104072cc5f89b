import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

// A PostgreSQL cluster of the test's own, in a temp directory on a free port, that the test may stop and
// start (the machine's shared server must not be restarted under other tests). initdb refuses to run as
// root: as root, the cluster belongs to the "postgres" system user.

const BIN_DIRS = [
  process.env.PG_BIN_DIR,
  '/usr/lib/postgresql/15/bin',
  '/usr/lib/postgresql/16/bin',
  '/usr/lib/postgresql/17/bin',
];

export const postgresBinDir = BIN_DIRS.find(
  (dir): dir is string =>
    Boolean(dir) && fs.existsSync(path.join(dir!, 'pg_ctl')) && fs.existsSync(path.join(dir!, 'initdb')),
);

/** Why a private cluster cannot run here, or undefined when it can. */
export function privatePostgresMissing(): string | undefined {
  if (!postgresBinDir) return 'no PostgreSQL binaries (initdb, pg_ctl) in /usr/lib/postgresql/*/bin or PG_BIN_DIR';
  if (process.getuid?.() === 0 && !systemUser())
    return 'running as root and no "postgres" system user to own the cluster';
  return undefined;
}

function systemUser() {
  try {
    return execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim();
  } catch {
    return undefined;
  }
}

export type PrivatePostgres = { url: string; start(): void; stop(): void; destroy(): void };

/** initdb + start of a throwaway cluster (trust authentication, no fsync: nothing in it outlives the test). */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mfi-pg-'));
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const data = path.join(dir, 'data');
  const port = await freePort();
  const run = (tool: string, args: string[]) => {
    const command = path.join(postgresBinDir!, tool);
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    execFileSync(file, argv, { stdio: 'pipe', cwd: dir, timeout: 60_000 });
  };
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const start = () =>
    run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', '-t', '30', 'start']);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '30', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy: () => {
      try {
        stop();
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
