import type { MemberRoleBody } from '@mfi/contract/admin-members.schemas';
import { ADMIN_MEMBERS_PER_PAGE } from '@mfi/contract/limits';
import { profileAfterWrite } from '../../after-write/profile.after-write';
import type { AuthUser } from '../../auth/auth-user';
import { GRANT_COLUMNS, grantsOf } from '../../auth/member-grants';
import type { ServiceDeps } from '../../context';
import type { Executor } from '../../db/client';
import { mn } from '@mfi/contract/messages';
import { nonFieldError, notFound } from '../../lib/errors';
import { pageOffset } from '../../lib/pagination';
import { searchTerm } from '../../lib/search';
import { authorize, keepsTheSite } from '../../policies/admin-members.policy';
import { endMemberSessions, forgetMemberSessions } from '../accounts/sessions.service';
import { toMemberItem } from './admin-members.mapper';
import { recordAudit } from './audit-log.service';
import * as q from './members.queries';

// Members and roles in the admin console (issue 25 part 3, decision 025). Each write runs in one transaction:
// the member's row locked, the last-admin rule checked under the site keepers' lock, the change, and its
// audit row. After the commit the member's cached tokens are forgotten, so a grant, a revocation or a closing
// holds from their next call.

type Deps = ServiceDeps<'db' | 'storage' | 'clock' | 'sessions' | 'cache'>;

/** GET /admin/api-member-list/ {q, page}: members by any part of a name, username, e-mail or phone. */
export async function listMembers(
  ctx: ServiceDeps<'db' | 'storage'>,
  user: AuthUser,
  text: string | undefined,
  page = 1,
) {
  authorize(user, 'manage');
  const trimmed = text?.trim() ?? '';
  const search = trimmed ? { text: trimmed, term: searchTerm(trimmed), digits: trimmed.replace(/\D/g, '') } : undefined;
  const { limit, offset } = pageOffset(page, ADMIN_MEMBERS_PER_PAGE);
  const rows = await q.searchMembers(ctx.db, search, { limit: limit + 1, offset });
  return {
    results: rows.slice(0, limit).map((row) => toMemberItem(ctx.storage, row)),
    page,
    has_next: rows.length > limit,
  };
}

/** The account's state as the log keeps it: no e-mail, phone or secret. */
const stateOf = (row: q.MemberRow) => ({ active: row.isActive, closed: row.closedAt !== null });

/** 400 lastAdmin when `row` keeps the site and no other account does: it may not lose that. */
async function keepAnAdmin(tx: Executor, row: q.MemberRow) {
  await q.lockSiteKeepers(tx);
  if (!(row.admin && row.isActive)) return;
  if ((await q.countUpToTwo(tx, keepsTheSite())) < 2) throw nonFieldError(mn('lastAdmin'));
}

/** One member's change: locked, changed, logged, then their pages and cached tokens forgotten. */
async function changeMember(
  ctx: Deps,
  id: number,
  change: (tx: Executor, row: q.MemberRow) => Promise<q.MemberRow | undefined>,
) {
  const row = await ctx.db.transaction(async (tx) => {
    const before = await q.lockMember(tx, id);
    if (!before) throw notFound();
    return (await change(tx, before)) ?? before;
  });
  await forgetMemberSessions(ctx, id);
  profileAfterWrite.keptByAdmin(ctx, id);
  return { success: true as const, member: toMemberItem(ctx.storage, row) };
}

const targetOf = (row: q.MemberRow) => ({ kind: 'member' as const, id: row.id, label: row.username });

/** POST /admin/api-member-role/ {id, role, granted}: grants or revokes a role or the entrant flag. */
export async function setMemberRole(ctx: Deps, admin: AuthUser, body: MemberRoleBody) {
  authorize(admin, 'manage');
  return changeMember(ctx, body.id, async (tx, row) => {
    const column = GRANT_COLUMNS[body.role];
    if (row[column] === body.granted) return undefined;
    if (body.role === 'admin' && !body.granted) await keepAnAdmin(tx, row);
    const now = ctx.clock.now();
    const after = await q.updateMember(tx, row.id, { [column]: body.granted, updatedAt: now });
    await recordAudit(
      tx,
      admin,
      {
        action: body.granted ? 'role_grant' : 'role_revoke',
        target: targetOf(row),
        before: { role: body.role, roles: grantsOf(row) },
        after: { role: body.role, roles: grantsOf(after) },
      },
      now,
    );
    return after;
  });
}

/** The audit row of a closing or a reopening: the account's state before and after. */
const auditAccountState = (
  tx: Executor,
  admin: AuthUser,
  action: 'member_deactivate' | 'member_reactivate',
  row: q.MemberRow,
  after: q.MemberRow,
  now: Date,
) => recordAudit(tx, admin, { action, target: targetOf(row), before: stateOf(row), after: stateOf(after) }, now);

/**
 * POST /admin/api-member-deactivate/ {id}: closes the account. Its sessions end at once (their rows in this
 * transaction, the cached tokens after it), login answers the disabled text, and its content stays; its
 * profile says it is closed. The last admin cannot be closed.
 */
export async function deactivateMember(ctx: Deps, admin: AuthUser, id: number) {
  authorize(admin, 'manage');
  return changeMember(ctx, id, async (tx, row) => {
    if (row.closedAt) return undefined;
    await keepAnAdmin(tx, row);
    const now = ctx.clock.now();
    const after = await q.updateMember(tx, row.id, { isActive: false, closedAt: now, updatedAt: now });
    await endMemberSessions(tx, row.id);
    await auditAccountState(tx, admin, 'member_deactivate', row, after, now);
    return after;
  });
}

/** POST /admin/api-member-reactivate/ {id}: reopens a closed account; its owner signs in again. */
export async function reactivateMember(ctx: Deps, admin: AuthUser, id: number) {
  authorize(admin, 'manage');
  return changeMember(ctx, id, async (tx, row) => {
    if (!row.closedAt) return undefined;
    const now = ctx.clock.now();
    const after = await q.updateMember(tx, row.id, { isActive: true, closedAt: null, updatedAt: now });
    await auditAccountState(tx, admin, 'member_reactivate', row, after, now);
    return after;
  });
}
