import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';

// A member's one review of a title: ratings and detailed reviews of movies, seasons and episodes are each
// keyed by the title and the member (a unique index on both), so the same statements find, save, lock and
// delete the caller's own row in every table, and nobody reaches another's.

type ReviewTable = PgTable & { id: AnyPgColumn; userId: AnyPgColumn };

/** `title` is the table's column of the reviewed title's id (movie_id, season_id, episode_id). */
export function memberReviewRows<T extends ReviewTable>(table: T, title: AnyPgColumn) {
  const mine = (titleId: number, userId: number) => and(eq(title, titleId), eq(table.userId, userId));
  const from = table as PgTable;
  return {
    /** The member's review of the title, if they wrote one. */
    async find(db: Executor, titleId: number, userId: number) {
      const [row] = await db.select().from(from).where(mine(titleId, userId));
      return row as T['$inferSelect'] | undefined;
    },
    /** The member's reviews of these titles, keyed by the title's id. */
    async findMany(db: Executor, titleIds: number[], userId: number) {
      if (!titleIds.length) return new Map<number, T['$inferSelect']>();
      const rows = await db
        .select({ titleId: title, review: from })
        .from(from)
        .where(and(inArray(title, titleIds), eq(table.userId, userId)));
      return new Map(rows.map((r) => [r.titleId as number, r.review as T['$inferSelect']]));
    },
    /** Writes the member's review: `values` on the first save, `changed` (and the time) on a later one. */
    async save(db: Executor, values: PgInsertValue<T>, changed: Record<string, unknown>) {
      await db
        .insert(from)
        .values(values)
        .onConflictDoUpdate({ target: [title, table.userId], set: { ...changed, updatedAt: sql`now()` } });
    },
    /** The member's review's id, locked until the transaction ends: a delete of it waits. */
    async lock(db: Executor, titleId: number, userId: number) {
      const [row] = await db.select({ id: table.id }).from(from).where(mine(titleId, userId)).for('update');
      return row as { id: number } | undefined;
    },
    /** Deletes the member's review; answers the row there was (its id, or the `returning` columns), if any. */
    async remove<R extends Record<string, AnyPgColumn>>(db: Executor, titleId: number, userId: number, returning?: R) {
      const columns: Record<string, AnyPgColumn> = returning ?? { id: table.id };
      const [row] = await db.delete(from).where(mine(titleId, userId)).returning(columns);
      return row as { [K in keyof R]: R[K]['_']['data'] } | undefined;
    },
    /** Whether `reviewId` is a review of this title (a like names both). */
    async isOf(db: Executor, reviewId: number, titleId: number) {
      const [row] = await db
        .select({ id: table.id })
        .from(from)
        .where(and(eq(table.id, reviewId), eq(title, titleId)) as SQL);
      return Boolean(row);
    },
  };
}
