import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { ImportFailure, ImportKind, ImportListQuery } from '@mfi/contract/code-add.schemas';
import type { Executor } from '../../db/client';
import { artists, catalogueImports, movies, serials, users } from '../../db/schema';

/** A row still `running` this long after it started lost its worker (a crash): the next job may take it. */
const LOST_AFTER = sql`interval '15 minutes'`;

/**
 * Queues the codes in one statement, as one batch; a code already waiting or running for the kind is
 * skipped by the partial unique key, so concurrent sends cannot queue it twice. Answers the new rows' ids.
 */
export async function insertQueuedCodes(
  db: Executor,
  kind: ImportKind,
  codes: number[],
  requestedBy: number,
  batch: string,
  forMember = false,
) {
  const rows = await db
    .insert(catalogueImports)
    .values(codes.map((code) => ({ kind, code, requestedBy, batch, forMember })))
    .onConflictDoNothing()
    .returning({ id: catalogueImports.id });
  return rows.map((r) => r.id);
}

/** The rows waiting for a job, oldest first (a start sends their jobs again: sent without a key, or lost). */
export async function queuedImportIds(db: Executor) {
  const rows = await db
    .select({ id: catalogueImports.id })
    .from(catalogueImports)
    .where(eq(catalogueImports.status, 'queued'))
    .orderBy(catalogueImports.createdAt);
  return rows.map((r) => r.id);
}

/**
 * Takes the row for one attempt: waiting, or running so long that its worker is gone. One statement, so of
 * two workers holding jobs for one row only one gets it.
 */
export async function claimImport(db: Executor, id: number) {
  const [row] = await db
    .update(catalogueImports)
    .set({ status: 'running', attempts: sql`${catalogueImports.attempts} + 1`, startedAt: sql`now()` })
    .where(
      and(
        eq(catalogueImports.id, id),
        or(
          eq(catalogueImports.status, 'queued'),
          and(eq(catalogueImports.status, 'running'), sql`${catalogueImports.startedAt} < now() - ${LOST_AFTER}`),
        ),
      ),
    )
    .returning();
  return row;
}

export async function finishImport(db: Executor, id: number, itemId: number) {
  await db
    .update(catalogueImports)
    .set({ status: 'done', itemId, reason: null, finishedAt: sql`now()` })
    .where(eq(catalogueImports.id, id));
}

export async function failImport(db: Executor, id: number, reason: ImportFailure) {
  await db
    .update(catalogueImports)
    .set({ status: 'failed', reason, finishedAt: sql`now()` })
    .where(eq(catalogueImports.id, id));
}

/** The attempt failed but another follows: the row waits again, showing why. */
export async function awaitRetry(db: Executor, id: number, reason: ImportFailure) {
  await db.update(catalogueImports).set({ status: 'queued', reason }).where(eq(catalogueImports.id, id));
}

const whereOf = (query: Pick<ImportListQuery, 'kind' | 'batch'>): SQL | undefined =>
  and(
    query.kind ? eq(catalogueImports.kind, query.kind) : undefined,
    query.batch ? eq(catalogueImports.batch, query.batch) : undefined,
  );

/** A page of codes, newest first, with their requester and the item each made (catalogue_imports_newest_idx). */
export async function importPage(db: Executor, query: ImportListQuery, size: number) {
  const itemTitle = sql<string | null>`case ${catalogueImports.kind}
      when 'movie' then (select coalesce(nullif(${movies.mTitle}, ''), ${movies.iTitle}) from ${movies} where ${movies.id} = ${catalogueImports.itemId})
      when 'artist' then (select coalesce(nullif(${artists.proName}, ''), ${artists.proNameEn}) from ${artists} where ${artists.id} = ${catalogueImports.itemId})
      else (select coalesce(nullif(${serials.mTitle}, ''), ${serials.iTitle}) from ${serials} where ${serials.id} = ${catalogueImports.itemId}) end`;
  const itemSlug = sql<string | null>`case ${catalogueImports.kind}
      when 'movie' then (select ${movies.slug} from ${movies} where ${movies.id} = ${catalogueImports.itemId})
      when 'artist' then (select ${artists.slug} from ${artists} where ${artists.id} = ${catalogueImports.itemId})
      else (select ${serials.slug} from ${serials} where ${serials.id} = ${catalogueImports.itemId}) end`;
  return db
    .select({
      id: catalogueImports.id,
      kind: catalogueImports.kind,
      code: catalogueImports.code,
      status: catalogueImports.status,
      reason: catalogueImports.reason,
      attempts: catalogueImports.attempts,
      batch: catalogueImports.batch,
      requestedBy: users.username,
      createdAt: catalogueImports.createdAt,
      finishedAt: catalogueImports.finishedAt,
      itemSlug,
      itemTitle,
    })
    .from(catalogueImports)
    .leftJoin(users, eq(users.id, catalogueImports.requestedBy))
    .where(whereOf(query))
    .orderBy(desc(catalogueImports.createdAt), desc(catalogueImports.id))
    .limit(size)
    .offset((query.page - 1) * size);
}

export async function importCount(db: Executor, query: ImportListQuery) {
  const [row] = await db.select({ n: count() }).from(catalogueImports).where(whereOf(query));
  return row.n;
}

/** How many codes of the batch are in each state. */
export async function batchProgress(db: Executor, batch: string) {
  const rows = await db
    .select({ status: catalogueImports.status, n: count() })
    .from(catalogueImports)
    .where(eq(catalogueImports.batch, batch))
    .groupBy(catalogueImports.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.n])) as Record<string, number>;
}

/** The waiting rows of a kind among the codes, oldest first. */
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
