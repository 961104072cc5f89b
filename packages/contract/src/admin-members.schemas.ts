import { z } from 'zod';
import { dayParam, idParam, msg, optionalId, optionalText, pageParam, searchParam, boolParam } from './fields';
import { REFERENCE_KINDS } from './reference.schemas';
import { ROLES } from './roles';

// The admin console's members, roles and audit log (issue 25 part 3; not in the spec: designed in its
// style, under /admin/). Answers carry `has_next` instead of a count: a page is one index range, so the
// search and the log stay fast at any size (decision 025).

/** What an admin grants and revokes: the roles, and the festival entrant flag `ustga` (decision 019). */
export const MEMBER_GRANTS = [...ROLES, 'ustga'] as const;
export type MemberGrant = (typeof MEMBER_GRANTS)[number];

export const ADMIN_MEMBER_PATHS = {
  list: '/admin/api-member-list/',
  role: '/admin/api-member-role/',
  deactivate: '/admin/api-member-deactivate/',
  reactivate: '/admin/api-member-reactivate/',
  audit: '/admin/api-audit-list/',
} as const;

export const memberListQuery = z.object({
  /** A name, username, e-mail or phone, or any part of one. */
  q: searchParam,
  page: pageParam,
});

export const memberItem = z.object({
  id: z.number(),
  username: z.string(),
  slug: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  image: z.string().nullable(),
  /** Active: signed up, activated and not closed. */
  active: z.boolean(),
  /** Closed by an admin (then not active): its profile says so; reactivation reopens it. */
  closed: z.boolean(),
  closed_at: z.string().nullable(),
  created: z.string(),
  roles: z.object(Object.fromEntries(MEMBER_GRANTS.map((g) => [g, z.boolean()])) as Record<MemberGrant, z.ZodBoolean>),
});
export type MemberItem = z.infer<typeof memberItem>;

export const memberListResponse = z.object({ results: z.array(memberItem), page: z.number(), has_next: z.boolean() });
export type MemberListResponse = z.infer<typeof memberListResponse>;

export const memberRoleBody = z.object({
  id: idParam,
  role: z.enum(MEMBER_GRANTS, msg('invalidValue')),
  /** true grants, false revokes; a repeated call changes nothing and writes no audit row. */
  granted: boolParam,
});
export type MemberRoleBody = z.infer<typeof memberRoleBody>;

export const memberIdBody = z.object({ id: idParam });

export const memberResponse = z.object({ success: z.literal(true), member: memberItem });

// ---------------------------------------------------------------- audit log

export const AUDIT_ACTIONS = [
  'role_grant',
  'role_revoke',
  'member_deactivate',
  'member_reactivate',
  'reference_create',
  'reference_update',
  'reference_delete',
  'reference_merge',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGET_KINDS = ['member', ...REFERENCE_KINDS] as const;
export type AuditTargetKind = (typeof AUDIT_TARGET_KINDS)[number];

export const auditListQuery = z.object({
  /** The actor's username (exact, any case). */
  actor: optionalText(50),
  /** The target member's username (exact, any case); or target_kind with target_id. */
  member: optionalText(50),
  target_kind: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(AUDIT_TARGET_KINDS, msg('invalidValue')).optional(),
  ),
  target_id: optionalId,
  action: z.preprocess((v) => (v === '' ? undefined : v), z.enum(AUDIT_ACTIONS, msg('invalidValue')).optional()),
  /** Days in Ulaanbaatar's calendar, both included. */
  from: dayParam,
  to: dayParam,
  page: pageParam,
});
export type AuditListQuery = z.infer<typeof auditListQuery>;

export const auditItem = z.object({
  id: z.number(),
  created: z.string(),
  actor: z.object({ id: z.number().nullable(), username: z.string() }),
  action: z.enum(AUDIT_ACTIONS),
  target: z.object({ kind: z.enum(AUDIT_TARGET_KINDS), id: z.number(), label: z.string() }),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditItem = z.infer<typeof auditItem>;

export const auditListResponse = z.object({ results: z.array(auditItem), page: z.number(), has_next: z.boolean() });
export type AuditListResponse = z.infer<typeof auditListResponse>;
