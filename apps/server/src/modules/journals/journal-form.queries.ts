import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { journalArtists, journalMovies, journals, journalSerials, journalTagLinks } from '../../db/schema';

// Journal writes: the row, its tags and its related titles (replaced whole, in the editor's order).

export type NewJournal = typeof journals.$inferInsert;

export async function journalSlugTaken(db: Executor, slug: string) {
  const [row] = await db.select({ id: journals.id }).from(journals).where(eq(journals.slug, slug));
  return Boolean(row);
}

export async function insertJournal(tx: Executor, values: NewJournal) {
  const [row] = await tx.insert(journals).values(values).returning();
  return row;
}

export async function updateJournalRow(tx: Executor, id: number, values: Partial<NewJournal>) {
  await tx.update(journals).set(values).where(eq(journals.id, id));
}

export async function replaceJournalTags(tx: Executor, journalId: number, tagIds: number[]) {
  await tx.delete(journalTagLinks).where(eq(journalTagLinks.journalId, journalId));
  if (tagIds.length)
    await tx.insert(journalTagLinks).values([...new Set(tagIds)].map((tagId) => ({ journalId, tagId })));
}

const LINKS = { artists: journalArtists, movies: journalMovies, serials: journalSerials } as const;
export type RelatedTable = keyof typeof LINKS;

export async function replaceRelated(tx: Executor, journalId: number, related: Record<RelatedTable, number[]>) {
  for (const table of Object.keys(LINKS) as RelatedTable[]) {
    const link = LINKS[table];
    await tx.delete(link).where(eq(link.journalId, journalId));
    const ids = related[table];
    if (ids.length) await tx.insert(link).values(ids.map((refId, position) => ({ journalId, refId, position })));
  }
}

/** The ids a journal links to now, per table: an update may keep a title that was unpublished since. */
export async function linkedIds(db: Executor, journalId: number): Promise<Record<RelatedTable, Set<number>>> {
  const entries = await Promise.all(
    (Object.keys(LINKS) as RelatedTable[]).map(async (table) => {
      const link = LINKS[table];
      const rows = await db.select({ id: link.refId }).from(link).where(eq(link.journalId, journalId));
      return [table, new Set(rows.map((r) => r.id))] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<RelatedTable, Set<number>>;
}
