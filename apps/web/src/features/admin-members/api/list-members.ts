import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_MEMBER_PATHS, type MemberListResponse } from '@mfi/contract/admin-members.schemas';
import { apiRequest } from '../../../lib/api-client';
import { adminMembersKeys } from './admin-members-keys';

/** GET /admin/api-member-list/ {q, page} (admin): members by any part of a name, username, e-mail or phone. */
export function fetchMembers(q: string, page: number, signal?: AbortSignal): Promise<MemberListResponse> {
  return apiRequest(ADMIN_MEMBER_PATHS.list, { query: { q: q || undefined, page }, signal });
}

export function useMembers(q: string, page: number) {
  return useQuery({
    queryKey: adminMembersKeys.list(q, page),
    queryFn: ({ signal }) => fetchMembers(q, page, signal),
    placeholderData: keepPreviousData,
  });
}
