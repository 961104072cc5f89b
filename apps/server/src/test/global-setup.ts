import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { testDbPrefix } from './database';

/**
 * Names the run (the workers inherit MFI_TEST_RUN), so that its PostgreSQL databases are told from those of
 * another run on the same server: a teardown that dropped every `mfi_test_` database ended the databases of
 * a run going on beside it.
 */
export function setup() {
  process.env.MFI_TEST_RUN ??= randomBytes(3).toString('hex');
}

/** Drops this run's per-worker PostgreSQL databases. */
export async function teardown() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE '${testDbPrefix()}%'`,
    );
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
