import pg from 'pg';

/**
 * A new empty database on `serverUrl`'s PostgreSQL (TEST_DATABASE_URL's, say), named `<prefix>_<pid>_<random>`,
 * and how to drop it again (connections still open are cut).
 */
export async function freshPostgresDatabase(serverUrl: string, prefix: string) {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const onAdmin = async (statement: string) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await onAdmin(`CREATE DATABASE ${name}`);
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  return { url: target.toString(), drop: () => onAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
