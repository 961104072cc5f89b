import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The state a publish call writes: the one it asks for (`publish: true|false`, so a repeated call changes
 * nothing), or, when it names none, the flag flipped (the spec's toggle).
 */
export const nextPublish = (column: AnyPgColumn, to: boolean | undefined): SQL | boolean => to ?? sql`not ${column}`;
