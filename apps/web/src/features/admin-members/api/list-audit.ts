import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_MEMBER_PATHS, type AuditListQuery, type AuditListResponse } from '@mfi/contract/admin-members.schemas';
import { apiRequest } from '../../../lib/api-client';
import { adminMembersKeys } from './admin-members-keys';

export type AuditFilter = Partial<Omit<AuditListQuery, 'page'>> & { page: number };

/** GET /admin/api-audit-list/ (admin): the audit log newest first, by actor, member, action and days. */
export function fetchAudit(filter: AuditFilter, signal?: AbortSignal): Promise<AuditListResponse> {
  const query = Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== '' && v !== undefined));
  return apiRequest(ADMIN_MEMBER_PATHS.audit, { query, signal });
}

export function useAudit(filter: AuditFilter) {
  return useQuery({
    queryKey: adminMembersKeys.audit(filter),
    queryFn: ({ signal }) => fetchAudit(filter, signal),
    placeholderData: keepPreviousData,
  });
}
