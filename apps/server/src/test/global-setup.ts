import pg from 'pg';
import { TEST_DB_PREFIX } from './database';

/** Drops the per-worker PostgreSQL databases of the run (and of any run that died before it could). */
export async function teardown() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE '${TEST_DB_PREFIX}%'`,
    );
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
