import { type SQL, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';

/**
 * The state a publish call writes: the one it asks for (`publish: true|false`, so a repeated call changes
 * nothing), or, when it names none, the flag flipped (the spec's toggle).
 */
export const nextPublish = (column: AnyPgColumn, to: boolean | undefined): SQL | boolean => to ?? sql`not ${column}`;

type Publishable = PgTable & { id: AnyPgColumn; publish: AnyPgColumn; updatedAt: AnyPgColumn };

/** Writes a catalogue row's publish state by nextPublish's rule and answers the state it now has. */
export async function writePublish(db: Executor, table: Publishable, id: number, to?: boolean) {
  const [row] = await db
    .update(table)
    .set({ publish: nextPublish(table.publish, to), updatedAt: new Date() })
    .where(eq(table.id, id))
    .returning({ publish: table.publish });
  return row.publish as boolean;
}
