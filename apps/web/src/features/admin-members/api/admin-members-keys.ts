import type { AuditListQuery } from '@mfi/contract/admin-members.schemas';

/** The admin console's member and audit queries: every write drops `all`. */
export const adminMembersKeys = {
  all: ['admin-members'] as const,
  list: (q: string, page: number) => ['admin-members', 'list', q, page] as const,
  audit: (filter: Partial<AuditListQuery>) => ['admin-members', 'audit', filter] as const,
};
