import { and, eq, getTableColumns } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';

// A member's flags on a title, in its kind's flags table (db/schema/columns.ts userFlagsTable): the same
// three statements for movies, serials and episodes, each kind naming its table, title key and flags.

type FlagsTable = PgTable & { userId: AnyPgColumn };

/** `titleKey` names the table's column of the title's id. */
export function userFlagRows<F extends Record<string, AnyPgColumn>>(table: FlagsTable, titleKey: string, flags: F) {
  type Flags = { [N in keyof F]: boolean };
  const columns: Record<string, AnyPgColumn> = flags;
  const titleColumn = getTableColumns(table)[titleKey];
  const mine = (id: number, userId: number) => and(eq(titleColumn, id), eq(table.userId, userId));
  return {
    /** The member's flags on the title, if they set any. */
    async find(db: Executor, id: number, userId: number) {
      const [row] = await db.select(columns).from(table).where(mine(id, userId));
      return row as Flags | undefined;
    },
    /** The member's flags, locked for this transaction (a row is made first if missing). */
    async lock(db: Executor, id: number, userId: number) {
      await db
        .insert(table)
        .values({ [titleKey]: id, userId })
        .onConflictDoNothing();
      const [row] = await db.select(columns).from(table).where(mine(id, userId)).for('update');
      return row as Flags;
    },
    async save(db: Executor, id: number, userId: number, values: Flags) {
      await db
        .update(table)
        .set({ ...values, updatedAt: new Date() })
        .where(mine(id, userId));
    },
  };
}
