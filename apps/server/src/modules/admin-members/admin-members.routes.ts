import {
  ADMIN_MEMBER_PATHS,
  auditListQuery,
  auditListResponse,
  memberIdBody,
  memberListQuery,
  memberListResponse,
  memberResponse,
  memberRoleBody,
} from '@mfi/contract/admin-members.schemas';
import type { AppContext, ZodApp } from '../../context';
import { currentUser, requireRole } from '../../auth/guards';
import { routeKit } from '../../lib/route-kit';
import { MEMBER_KEEPERS } from '../../policies/admin-members.policy';
import { listAuditLog } from './audit-log.service';
import { deactivateMember, listMembers, reactivateMember, setMemberRole } from './members.service';

// The admin console's members, roles and audit log (issue 25 part 3; designed in the spec's style, under
// /admin/). Guarded at onRequest from the policy's table: a guest gets 401 and a non-admin 403 before the
// body is read (decision 008).
const kit = routeKit(['admin']);

export function registerAdminMemberRoutes(app: ZodApp, ctx: AppContext) {
  const keeper = requireRole(...MEMBER_KEEPERS);
  const writes = kit.writes(keeper, 'profile');
  app.get(
    ADMIN_MEMBER_PATHS.list,
    kit.guardedRead(
      keeper,
      'Admin: members by any part of a name, username, e-mail or phone, newest first',
      memberListQuery,
      memberListResponse,
    ),
    (req) => listMembers(ctx, currentUser(req), req.query.q, req.query.page),
  );
  app.post(
    ADMIN_MEMBER_PATHS.role,
    writes.json(
      'Admin: grant (`granted: true`) or revoke a role or the festival entrant flag; the last admin stays',
      memberRoleBody,
      memberResponse,
    ),
    (req) => setMemberRole(ctx, currentUser(req), req.body),
  );
  app.post(
    ADMIN_MEMBER_PATHS.deactivate,
    writes.json(
      'Admin: close an account (its sessions end, login answers the disabled text, its content stays)',
      memberIdBody,
      memberResponse,
    ),
    (req) => deactivateMember(ctx, currentUser(req), req.body.id),
  );
  app.post(
    ADMIN_MEMBER_PATHS.reactivate,
    writes.json('Admin: reopen a closed account', memberIdBody, memberResponse),
    (req) => reactivateMember(ctx, currentUser(req), req.body.id),
  );
  app.get(
    ADMIN_MEMBER_PATHS.audit,
    kit.guardedRead(
      keeper,
      'Admin: the audit log, newest first, by actor, target, action and days',
      auditListQuery,
      auditListResponse,
    ),
    (req) => listAuditLog(ctx, currentUser(req), req.query),
  );
}
