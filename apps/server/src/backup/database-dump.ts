import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client';
import { type DatabaseFacts, readFacts } from './database-facts';
import { DATABASE_FILES } from './manifest';

// The database half of a backup and a restore (decision 034): pg_dump and pg_restore for PostgreSQL, PGlite's
// data-directory dump for the embedded database. Each dump comes with the facts of the very state it holds.

const run = promisify(execFile);

/** The database a backup is taken of: PostgreSQL by its URL, or an embedded database this process has open. */
export type DumpSource = { url: string } | { database: Database };

/** Writes the dump into `dir`; the facts are those of the dumped state. */
export async function dumpDatabase(source: DumpSource, dir: string): Promise<{ file: string; facts: DatabaseFacts }> {
  if ('url' in source) return { file: DATABASE_FILES.postgres, facts: await pgDump(source.url, dir) };
  const { database } = source;
  if (!database.dumpDataDir) throw new Error('This database has no data-directory dump: only PGlite does.');
  // PGlite runs one query at a time: a write may still land between these facts and the dump, never inside it.
  const facts = await readFacts(database.runSql);
  const tarball = await database.dumpDataDir();
  fs.writeFileSync(path.join(dir, DATABASE_FILES.pglite), Buffer.from(await tarball.arrayBuffer()));
  return { file: DATABASE_FILES.pglite, facts };
}

/**
 * pg_dump in its custom format, of a snapshot exported by a transaction that reads the facts in the same
 * snapshot and stays open until the dump is done: the counts and media keys are exactly the dump's.
 */
async function pgDump(url: string, dir: string): Promise<DatabaseFacts> {
  const tool = postgresTool('pg_dump');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { rows } = await client.query<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot');
    const facts = await readFacts((text, values) => client.query(text, values));
    const file = path.join(dir, DATABASE_FILES.postgres);
    await runTool(tool, ['--format=custom', `--snapshot=${rows[0].snapshot}`, `--file=${file}`], url);
    await client.query('COMMIT');
    return facts;
  } finally {
    await client.end();
  }
}

/**
 * pg_restore into the configured database, in one transaction (a failure leaves it as it was). --clean
 * drops what the dump holds first, for a restore over a database (--force); owners and grants become the
 * restoring user's, so a dump restores under another role.
 */
export async function pgRestore(url: string, file: string) {
  await runTool(
    postgresTool('pg_restore'),
    ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', file],
    url,
  );
}

/** Tables, views and sequences outside PostgreSQL's own schemas: a database with none is empty. */
export async function postgresObjects(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace s ON s.oid = c.relnamespace
       WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
         AND s.nspname NOT IN ('pg_catalog', 'information_schema') AND s.nspname NOT LIKE 'pg\\_%'`,
    );
    return rows[0].n;
  } finally {
    await client.end();
  }
}

/** A PGlite data directory made from a dump; it must not hold a database yet. */
export async function loadEmbedded(dbDir: string, file: string): Promise<Database> {
  const tarball = new Blob([fs.readFileSync(file)], { type: 'application/x-gzip' });
  return openDatabase({ dir: dbDir, loadDataDir: tarball });
}

/** Whether a PGlite data directory holds a database. */
export const holdsEmbedded = (dbDir: string) => fs.existsSync(path.join(dbDir, 'PG_VERSION'));

/** A PostgreSQL client tool found on PATH, or an error saying how to get it. */
export function postgresTool(name: 'pg_dump' | 'pg_restore'): string {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const file = path.join(dir, name);
    try {
      fs.accessSync(file, fs.constants.X_OK);
      return file;
    } catch {
      // not in this folder
    }
  }
  throw new Error(
    `${name} was not found on PATH. Install PostgreSQL's client tools of the server's major version or newer ` +
      '(Debian: apt-get install postgresql-client), or use the embedded database.',
  );
}

/** Runs pg_dump or pg_restore on the database at `url`; the URL's password goes in PGPASSWORD, not the command line. */
async function runTool(tool: string, args: string[], url: string) {
  const target = new URL(url);
  const password = decodeURIComponent(target.password);
  target.password = '';
  try {
    await run(tool, [...args, `--dbname=${target.toString()}`], {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`${path.basename(tool)} failed: ${stderr || (error as Error).message}`, { cause: error });
  }
}
