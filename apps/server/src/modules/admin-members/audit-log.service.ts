import type { AuditAction, AuditListQuery, AuditTargetKind } from '@mfi/contract/admin-members.schemas';
import { AUDIT_PER_PAGE } from '@mfi/contract/limits';
import { UB_OFFSET_MS } from '@mfi/contract/fields';
import type { AuthUser } from '../../auth/auth-user';
import type { ServiceDeps } from '../../context';
import type { Executor } from '../../db/client';
import { authorize } from '../../policies/admin-members.policy';
import { toAuditItem } from './admin-members.mapper';
import * as q from './audit-log.queries';
import { findMemberByUsername } from './members.queries';

// The audit log (issue 25 part 3, decision 025): every admin action on a member or a reference item is one
// row, written by `recordAudit` in the action's own transaction, so an action and its row land together or
// not at all. `before` and `after` hold only what the action changed (roles, the account's state, names),
// never a password, token, e-mail or phone.

export type AuditEntry = {
  action: AuditAction;
  target: { kind: AuditTargetKind; id: number; label: string };
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/** Writes the action's row in its transaction (`tx`), naming the admin who did it. */
export async function recordAudit(tx: Executor, actor: AuthUser, entry: AuditEntry, now: Date) {
  await q.insertAudit(tx, {
    actorId: actor.id,
    actorName: actor.username,
    action: entry.action,
    targetKind: entry.target.kind,
    targetId: entry.target.id,
    targetLabel: entry.target.label,
    before: entry.before ?? null,
    after: entry.after ?? null,
    createdAt: now,
  });
}

const DAY_MS = 86_400_000;
/** The start of a calendar day in Ulaanbaatar (the product's calendar), as an instant. */
const startOfDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - UB_OFFSET_MS);

const nothing = { results: [], page: 1, has_next: false };

/** GET /admin/api-audit-list/: the log newest first, filtered by actor, target, action and days. */
export async function listAuditLog(ctx: ServiceDeps<'db'>, user: AuthUser, query: AuditListQuery) {
  authorize(user, 'readAudit');
  const page = query.page;
  const filter: q.AuditFilter = {
    action: query.action,
    from: query.from ? startOfDay(query.from) : undefined,
    until: query.to ? new Date(startOfDay(query.to).getTime() + DAY_MS) : undefined,
  };
  if (query.actor) {
    const actor = await findMemberByUsername(ctx.db, query.actor);
    if (!actor) return { ...nothing, page };
    filter.actorId = actor.id;
  }
  if (query.member) {
    const member = await findMemberByUsername(ctx.db, query.member);
    if (!member) return { ...nothing, page };
    filter.target = { kind: 'member', id: member.id };
  } else if (query.target_kind) {
    filter.target = { kind: query.target_kind, id: query.target_id };
  }
  const rows = await q.listAudit(ctx.db, filter, {
    limit: AUDIT_PER_PAGE + 1,
    offset: (page - 1) * AUDIT_PER_PAGE,
  });
  return { results: rows.slice(0, AUDIT_PER_PAGE).map(toAuditItem), page, has_next: rows.length > AUDIT_PER_PAGE };
}
