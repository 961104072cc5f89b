import type { AdminReferenceListQuery, ReferenceMergeBody } from '@mfi/contract/admin-reference.schemas';
import { mn } from '@mfi/contract/messages';
import { referenceAfterWrite } from '../../after-write/reference.after-write';
import type { AuthUser } from '../../auth/auth-user';
import type { ServiceDeps } from '../../context';
import { fieldError, notFound } from '../../lib/errors';
import { pageOffset } from '../../lib/pagination';
import { searchTerm } from '../../lib/search';
import { authorize } from '../../policies/reference.policy';
import { recordAudit } from '../admin-members/audit-log.service';
import { toAdminReferenceItem } from './admin-reference.mapper';
import * as q from './admin-reference.queries';

// The admin console's reference screens (issue 25 part 4, decision 025): each kind's items with where they are
// used, and the merge of two tags or collections. Adding, renaming and deleting are reference.service.ts's.

const PER_PAGE = 50;

/** GET /admin/api-reference-list/ {kind, q, page}: items by name, each with where it is used. */
export async function listReferenceAdmin(ctx: ServiceDeps<'db'>, user: AuthUser, query: AdminReferenceListQuery) {
  authorize(user, 'manage');
  const text = query.q?.trim();
  const search = text ? { text, term: searchTerm(text) } : undefined;
  const { limit, offset } = pageOffset(query.page, PER_PAGE);
  const rows = await q.listWithUsage(ctx.db, query.kind, search, { limit: limit + 1, offset });
  return {
    results: rows.slice(0, limit).map((r) => toAdminReferenceItem(r.row, r.usedIn)),
    page: query.page,
    has_next: rows.length > limit,
  };
}

const labelOf = (row: Record<string, unknown>) => String(row.name ?? row.title ?? row.id);

/**
 * POST /admin/api-reference-merge/ {kind, from, into}: every link of `from` moves to `into` (a title that had
 * both keeps one), then `from` is deleted, in one transaction with both rows locked; its audit row names both.
 */
export async function mergeReference(
  ctx: ServiceDeps<'db' | 'clock' | 'cache'>,
  user: AuthUser,
  { kind, from, into }: ReferenceMergeBody,
) {
  authorize(user, 'manage');
  if (from === into) throw fieldError('into', 'mergeIntoItself');
  const moved = await ctx.db.transaction(async (tx) => {
    const rows = await q.lockPair(tx, kind, from, into);
    const source = rows.find((r) => r.id === from);
    const target = rows.find((r) => r.id === into);
    if (!source || !target) throw notFound();
    const before = { from: { id: from, name: labelOf(source), used_in: await q.usageOf(tx, kind, from) } };
    const count = await q.moveLinks(tx, kind, from, into);
    await q.deleteById(tx, kind, from);
    const now = ctx.clock.now();
    await recordAudit(
      tx,
      user,
      {
        action: 'reference_merge',
        target: { kind, id: into, label: labelOf(target) },
        before,
        after: { into: { id: into, name: labelOf(target), used_in: await q.usageOf(tx, kind, into) }, moved: count },
      },
      now,
    );
    return count;
  });
  referenceAfterWrite.catalogue(ctx);
  const [item] = await q.listWithUsage(ctx.db, kind, undefined, { limit: 1, offset: 0 }, into);
  return { success: true as const, item: toAdminReferenceItem(item.row, item.usedIn), moved };
}

/** The refusal of a delete: the spec's in-use text, and where the item is used (the web says it in the reader's language). */
export const inUseAnswer = (usedIn: Record<string, number>) => ({
  non_field_errors: [mn('referenceInUse')],
  used_in: usedIn,
});
