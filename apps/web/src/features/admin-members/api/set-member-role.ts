import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ADMIN_MEMBER_PATHS, type MemberRoleBody, type memberResponse } from '@mfi/contract/admin-members.schemas';
import { apiRequest } from '../../../lib/api-client';
import { adminMembersKeys } from './admin-members-keys';

/** POST /admin/api-member-role/ {id, role, granted} (admin): grants or revokes a role or the entrant flag. */
export function setMemberRole(body: MemberRoleBody): Promise<z.infer<typeof memberResponse>> {
  return apiRequest(ADMIN_MEMBER_PATHS.role, { method: 'POST', body });
}

export function useSetMemberRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setMemberRole,
    onSettled: () => void client.invalidateQueries({ queryKey: adminMembersKeys.all }),
  });
}
