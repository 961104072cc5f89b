import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';

/**
 * Every PostgreSQL database of this run starts with it: `mfi_test_`, then the run's id, which the global setup
 * sets before the workers start (so its teardown drops this run's databases only, never those of a run going
 * on beside it), then the worker's pid and a random part.
 */
export const testDbPrefix = () => `mfi_test_${process.env.MFI_TEST_RUN ?? 'x'}_`;
let shared: Promise<Database> | undefined;

/**
 * The worker's database, opened and migrated once and shared by every test file the worker runs:
 * PGlite in memory, or a fresh database on TEST_DATABASE_URL's server for the PostgreSQL run.
 */
export function testDatabase(): Promise<Database> {
  shared ??= process.env.TEST_DB_KIND === 'pg' ? openFreshPostgres() : openPglite();
  return shared;
}

/**
 * A database of the test file's own, for the few tests that must see an empty catalogue (the demo seed's
 * first run): the shared one holds whatever earlier files in the worker wrote. Close it after.
 */
export function freshTestDatabase(): Promise<Database> {
  return process.env.TEST_DB_KIND === 'pg' ? openFreshPostgres() : openPglite();
}

async function openPglite() {
  const database = await openDatabase({});
  await database.migrate();
  return database;
}

async function openFreshPostgres() {
  const database = await openDatabase({ url: await emptyPostgresDatabase() });
  await database.migrate();
  return database;
}

/** The URL of a new, empty database on TEST_DATABASE_URL's server (dropped with the run's: global-setup). */
export async function emptyPostgresDatabase(): Promise<string> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB_KIND=pg needs TEST_DATABASE_URL');
  const name = `${testDbPrefix()}${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}
