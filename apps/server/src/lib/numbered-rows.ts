import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';

// Rows numbered and addressed within their parent (a season in its serial, an episode in its season): the
// form's uniqueness checks and the row's insert and update, the same for each kind.

type NumberedTable = PgTable & { id: AnyPgColumn; slug: AnyPgColumn };

/** `parent` is the table's column of its parent's id, `num` its number within the parent. */
export function numberedRows<T extends NumberedTable>(numbered: T, parent: AnyPgColumn, num: AnyPgColumn) {
  const table: NumberedTable = numbered;
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
    /** Answers the new row's id and slug. */
    async insert(db: Executor, values: T['$inferInsert']) {
      const [row] = await db.insert(table).values(values).returning({ id: table.id, slug: table.slug });
      return row as { id: number; slug: string };
    },
    /** Writes the changed columns and the time of the change. */
    async update(db: Executor, id: number, values: Partial<T['$inferInsert']>) {
      await db
        .update(table)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(table.id, id));
    },
  };
}
