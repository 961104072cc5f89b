import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';

// Rows numbered and addressed within their parent (a season in its serial, an episode in its season): the
// form's uniqueness checks and the row's update, the same for each kind.

type NumberedTable = PgTable & { id: AnyPgColumn; slug: AnyPgColumn };

/** `parent` is the table's column of its parent's id, `num` its number within the parent. */
export function numberedRows(table: NumberedTable, parent: AnyPgColumn, num: AnyPgColumn) {
  const taken = async (db: Executor, where: SQL | undefined) => {
    const [row] = await db.select({ id: table.id }).from(table).where(where);
    return Boolean(row);
  };
  return {
    slugTaken: (db: Executor, parentId: number, slug: string) =>
      taken(db, and(eq(parent, parentId), eq(table.slug, slug))),
    /** `exceptId` is the row being edited. */
    numberTaken: (db: Executor, parentId: number, n: number, exceptId?: number) =>
      taken(db, and(eq(parent, parentId), eq(num, n), exceptId ? ne(table.id, exceptId) : undefined)),
    /** Writes the changed columns and the time of the change. */
    async update(db: Executor, id: number, values: object) {
      await db
        .update(table)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(table.id, id));
    },
  };
}
