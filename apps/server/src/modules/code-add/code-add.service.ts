import { randomUUID } from 'node:crypto';
import { mn } from '@mfi/contract/messages';
import type { CodeAddAnswer, ImportKind, ImportListQuery, ImportListResponse } from '@mfi/contract/code-add.schemas';
import type { AppContext } from '../../context';
import type { AuthUser } from '../../auth/auth-user';
import { authorize } from '../../policies/code-add.policy';
import * as q from './code-add.queries';
import { toImportRow } from './code-add.mapper';

// The code-add pages (part 2 sections 2 and 5) and the importer's state (issue 25 part 5; decisions 007 and
// 026): the codes wait in catalogue_imports, one batch a send, and with a TMDB key each is a job of the importer.

/** Codes a page of the state list shows. */
const IMPORTS_PER_PAGE = 50;

/** POST /add-artist/, /add-movie/, /add-serial/, /update-serial/ (main contributors): queue the codes not already waiting. */
export async function queueCodes(
  ctx: AppContext,
  user: AuthUser,
  kind: ImportKind,
  codes: number[],
): Promise<CodeAddAnswer> {
  authorize(user, 'queue');
  const batch = randomUUID();
  const ids = await q.insertQueuedCodes(ctx.db, kind, codes, user.id, batch);
  await ctx.importer?.queued(ids);
  const waiting = codes.length - ids.length;
  // Nothing new queued is a failed send for the page: it shows the message as a warning.
  if (ids.length === 0) return { success: false, message: mn('codesAllWaiting', { waiting }) };
  return { success: true, message: mn('codesQueued', { queued: ids.length, waiting }), batch };
}

/**
 * A member's import (modules/user-import, decision 037) asks for the titles it could not find by their TMDB
 * codes: queued as a main contributor's are, but marked as the member's, so the importer makes their drafts
 * for whoever asked. A code already waiting is not queued twice.
 */
export async function queueCodesForMember(ctx: AppContext, user: AuthUser, kind: 'movie' | 'serial', codes: number[]) {
  if (!codes.length) return;
  const ids = await q.insertQueuedCodes(ctx.db, kind, codes, user.id, randomUUID(), true);
  await ctx.importer?.queued(ids);
}

/** GET /admin/imports/ (main contributors and admins): the codes newest first, each with its state. */
export async function listImports(
  ctx: AppContext,
  user: AuthUser,
  query: ImportListQuery,
): Promise<ImportListResponse> {
  authorize(user, 'queue');
  const [rows, count, progress] = await Promise.all([
    q.importPage(ctx.db, query, IMPORTS_PER_PAGE),
    q.importCount(ctx.db, query),
    query.batch ? q.batchProgress(ctx.db, query.batch) : undefined,
  ]);
  return {
    results: rows.map(toImportRow),
    count,
    importer_enabled: ctx.importer !== null,
    progress: progress
      ? {
          total: Object.values(progress).reduce((a, b) => a + b, 0),
          queued: progress.queued ?? 0,
          running: progress.running ?? 0,
          done: progress.done ?? 0,
          failed: progress.failed ?? 0,
        }
      : null,
  };
}
