import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../test/database';
import { openDatabase, type Database } from './client';

// A rating's commit waits for its WAL unless RATING_ASYNC_COMMIT=on on PostgreSQL (db/functions/rate_*.sql): the
// setting rate_movie and rate_episode leave in their transaction shows which way it went.

async function commitModeAfterRating(database: Database) {
  return database.db.transaction(async (tx) => {
    // A movie that does not exist: the function decides the commit mode before it looks the movie up.
    await tx.execute(sql`select rate_movie(-1, null, -1, 50, '', false, false)`);
    await tx.execute(sql`select * from rate_episode('-', '-', '-', -1, 50, '', false, false)`);
    const { rows } = (await tx.execute(sql`select current_setting('synchronous_commit') as mode`)) as unknown as {
      rows: { mode: string }[];
    };
    return rows[0].mode;
  });
}

describe('the commit of a rating', () => {
  it('waits for the WAL by default, on either database', async () => {
    expect(await commitModeAfterRating(await testDatabase())).toBe('on');
  });

  const opened: Database[] = [];
  afterAll(async () => {
    for (const database of opened) await database.close();
  });

  it.skipIf(process.env.TEST_DB_KIND !== 'pg')(
    'skips the wait on PostgreSQL with RATING_ASYNC_COMMIT=on, and only in the rating transaction',
    async () => {
      const shared = await testDatabase();
      const { rows } = (await shared.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      };
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${rows[0].name}`;
      const database = await openDatabase({ url: url.toString(), poolMax: 1, ratingAsyncCommit: true });
      opened.push(database);
      expect(await commitModeAfterRating(database)).toBe('off');
      // Every other write of that connection still waits.
      const after = (await database.db.execute(
        sql`select current_setting('synchronous_commit') as mode`,
      )) as unknown as { rows: { mode: string }[] };
      expect(after.rows[0].mode).toBe('on');
    },
  );
});
