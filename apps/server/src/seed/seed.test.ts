import os from 'node:os';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FEED_KINDS } from '../after-write/feed-actions';
import { openDatabase } from '../db/client';
import { genres, journalMainTypes, journalSubTypes, users } from '../db/schema';
import { createLocalStorage } from '../lib/storage';
import { JOURNAL_TAXONOMY } from './journals-taxonomy-data';
import { GENRES } from './reference-data';
import { seedIfEmpty } from './seed';

describe('the start-up seed', () => {
  it('gives a new production database the reference lists and journal types, and no demo accounts', async () => {
    // A database of its own: the workers' shared one already holds reference rows from other tests.
    const database = await openDatabase({});
    try {
      await database.migrate();
      const db = database.db;
      const storage = createLocalStorage(path.join(os.tmpdir(), 'mfi-seed-test'));
      expect(await seedIfEmpty(db, { log: () => {}, storage, production: true })).toBe(false);
      const total = async (table: typeof genres | typeof journalMainTypes | typeof journalSubTypes | typeof users) =>
        (await db.select({ n: count() }).from(table))[0].n;
      expect(await total(genres)).toBe(GENRES.length);
      expect(await total(journalMainTypes)).toBe(JOURNAL_TAXONOMY.length);
      expect(await total(journalSubTypes)).toBe(JOURNAL_TAXONOMY.flatMap((t) => t.subTypes).length);
      expect(await total(users)).toBe(0);
    } finally {
      await database.close();
    }
  }, 60_000);
});

describe('the demo site', () => {
  it('gives the demo members feed cards for what the demo seeds wrote straight into their tables', async () => {
    const database = await openDatabase({});
    try {
      await database.migrate();
      const db = database.db;
      const storage = createLocalStorage(path.join(os.tmpdir(), 'mfi-seed-demo-test'));
      expect(await seedIfEmpty(db, { log: () => {}, storage })).toBe(true);
      const kindsOf = async (username: string) =>
        (
          (await db.execute(sql`
            select distinct a.kind from user_actions a join users u on u.id = a.user_id
            where u.username = ${username} order by a.kind`)) as unknown as { rows: { kind: number }[] }
        ).rows.map((r) => r.kind);
      const K = FEED_KINDS;
      expect(await kindsOf('critic')).toEqual(expect.arrayContaining([K.movieReview, K.movieDetailedReview]));
      expect(await kindsOf('publisher')).toEqual(expect.arrayContaining([K.journal]));
    } finally {
      await database.close();
    }
  }, 180_000);
});
