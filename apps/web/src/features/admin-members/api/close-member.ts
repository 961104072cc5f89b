import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ADMIN_MEMBER_PATHS, type memberResponse } from '@mfi/contract/admin-members.schemas';
import { apiRequest } from '../../../lib/api-client';
import { adminMembersKeys } from './admin-members-keys';

type Answer = z.infer<typeof memberResponse>;

/** POST /admin/api-member-deactivate/ {id} (admin): closes the account; its sessions end at once. */
export const closeMember = (id: number): Promise<Answer> =>
  apiRequest(ADMIN_MEMBER_PATHS.deactivate, { method: 'POST', body: { id } });

/** POST /admin/api-member-reactivate/ {id} (admin): reopens a closed account. */
export const reopenMember = (id: number): Promise<Answer> =>
  apiRequest(ADMIN_MEMBER_PATHS.reactivate, { method: 'POST', body: { id } });

/** Closes (`open: false`) or reopens a member's account. */
export function useSetMemberOpen() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, open }: { id: number; open: boolean }) => (open ? reopenMember(id) : closeMember(id)),
    onSettled: () => void client.invalidateQueries({ queryKey: adminMembersKeys.all }),
  });
}
