import type { AuditAction, AuditItem, AuditTargetKind, MemberItem } from '@mfi/contract/admin-members.schemas';
import { memberName } from '@mfi/contract/member-name';
import { grantsOf } from '../../auth/member-grants';
import type { MediaUrls } from '../../lib/storage';
import type { AuditRow } from './audit-log.queries';
import type { MemberRow } from './members.queries';

export const toMemberItem = (media: MediaUrls, row: MemberRow): MemberItem => ({
  id: row.id,
  username: row.username,
  slug: row.slug,
  name: memberName(row),
  email: row.email,
  phone: row.phone,
  image: media.urlOf(row.image),
  active: row.isActive,
  closed: row.closedAt !== null,
  closed_at: row.closedAt?.toISOString() ?? null,
  created: row.createdAt.toISOString(),
  roles: grantsOf(row),
});

export const toAuditItem = (row: AuditRow): AuditItem => ({
  id: row.id,
  created: row.createdAt.toISOString(),
  actor: { id: row.actorId, username: row.actorName },
  action: row.action as AuditAction,
  target: { kind: row.targetKind as AuditTargetKind, id: row.targetId, label: row.targetLabel },
  before: (row.before as Record<string, unknown> | null) ?? null,
  after: (row.after as Record<string, unknown> | null) ?? null,
});
