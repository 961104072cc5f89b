import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  journalArtists,
  journalMainTypes,
  journalMovies,
  journals,
  journalSerials,
  journalSubTypes,
  journalTagLinks,
  journalTags,
  users,
} from '../../db/schema';
import { sortKeyOf } from '../../lib/collation';
import { htmlExcerpt } from '../../lib/html';
import { searchKeyOf } from '../../lib/transliterate';

// Test data for the journal suites, inserted straight into the database; every slug and name unique so
// files sharing a worker's database never collide.

const uid = () => randomBytes(5).toString('hex');

/** Two main types, the first with two subtypes and the second with one. */
export async function makeJournalTypes(db: Db) {
  const u = uid();
  const [main] = await db
    .insert(journalMainTypes)
    .values({ slug: `main-${u}`, nameMn: `Ангилал ${u}`, nameEn: `Type ${u}` })
    .returning();
  const [other] = await db
    .insert(journalMainTypes)
    .values({ slug: `other-${u}`, nameMn: `Өөр ${u}`, nameEn: `Other ${u}` })
    .returning();
  const [sub] = await db
    .insert(journalSubTypes)
    .values({ mainTypeId: main.id, slug: `sub-${u}`, nameMn: `Дэд ${u}`, nameEn: `Sub ${u}`, position: 1 })
    .returning();
  const [sub2] = await db
    .insert(journalSubTypes)
    .values({ mainTypeId: main.id, slug: `sub2-${u}`, nameMn: `Дэд2 ${u}`, nameEn: `Sub2 ${u}`, position: 2 })
    .returning();
  const [otherSub] = await db
    .insert(journalSubTypes)
    .values({ mainTypeId: other.id, slug: `osub-${u}`, nameMn: `Өөр дэд ${u}`, nameEn: `Other sub ${u}` })
    .returning();
  return { main, other, sub, sub2, otherSub, u };
}
export type JournalTypes = Awaited<ReturnType<typeof makeJournalTypes>>;

export async function makeJournalTag(db: Db, name = `шошго ${uid()}`) {
  const [tag] = await db
    .insert(journalTags)
    .values({ name, searchKey: searchKeyOf(name) })
    .returning();
  return tag;
}

export async function userIdOf(db: Db, username: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
  return row.id;
}

type JournalOptions = {
  authorId: number;
  subTypeId: number;
  title?: string;
  content?: string;
  publishDate?: Date | null;
  likes?: number;
  tagIds?: number[];
  artistIds?: number[];
  movieIds?: number[];
  serialIds?: number[];
};

export async function makeJournal(db: Db, o: JournalOptions) {
  const u = uid();
  const title = o.title ?? `Нийтлэл ${u}`;
  const content = o.content ?? `<p>Агуулга ${u}</p>`;
  const [journal] = await db
    .insert(journals)
    .values({
      slug: `journal-${u}`,
      title,
      sortTitle: sortKeyOf(title),
      subTypeId: o.subTypeId,
      authorId: o.authorId,
      content,
      excerpt: htmlExcerpt(content, 200),
      publishDate: o.publishDate === undefined ? new Date() : o.publishDate,
      likesCount: o.likes ?? 0,
      searchKey: searchKeyOf(title),
    })
    .returning();
  if (o.tagIds?.length)
    await db.insert(journalTagLinks).values(o.tagIds.map((tagId) => ({ journalId: journal.id, tagId })));
  const links = [
    [journalArtists, o.artistIds],
    [journalMovies, o.movieIds],
    [journalSerials, o.serialIds],
  ] as const;
  for (const [table, ids] of links) {
    if (ids?.length)
      await db.insert(table).values(ids.map((refId, position) => ({ journalId: journal.id, refId, position })));
  }
  return journal;
}
