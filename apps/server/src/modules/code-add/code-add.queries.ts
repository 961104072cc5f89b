import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ImportKind } from '@mfi/contract/code-add.schemas';
import type { Executor } from '../../db/client';
import { catalogueImports } from '../../db/schema';

/**
 * Queues the codes in one statement; a code already queued for the kind is skipped by the partial unique
 * key, so concurrent sends cannot queue it twice. Answers how many rows were added.
 */
export async function insertQueuedCodes(db: Executor, kind: ImportKind, codes: number[], requestedBy: number) {
  const rows = await db
    .insert(catalogueImports)
    .values(codes.map((code) => ({ kind, code, requestedBy })))
    .onConflictDoNothing()
    .returning({ id: catalogueImports.id });
  return rows.length;
}

/** The queued rows of a kind among the codes, oldest first. */
export async function findQueuedCodes(db: Executor, kind: ImportKind, codes: number[]) {
  return db
    .select({ code: catalogueImports.code, requestedBy: catalogueImports.requestedBy, status: catalogueImports.status })
    .from(catalogueImports)
    .where(
      and(
        eq(catalogueImports.kind, kind),
        eq(catalogueImports.status, 'queued'),
        inArray(catalogueImports.code, codes),
      ),
    )
    .orderBy(asc(catalogueImports.id));
}
