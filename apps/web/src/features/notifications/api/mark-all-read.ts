import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationCountResponse, ReadAllRequest } from '@mfi/contract/notifications.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useAuthToken } from '../../../lib/auth-store';
import { notificationKeys } from './notifications';

/** POST /user/api/v-user-notification-readall/ {newest}: marks the member's notifications read up to `newest`. */
export async function markAllRead(body: ReadAllRequest): Promise<number> {
  const data = await apiRequest<NotificationCountResponse>('/user/api/v-user-notification-readall/', {
    method: 'POST',
    body,
  });
  return data.notification.unread;
}

/** The bell's "mark all read": the badge takes the answer's count, the menu reads its items again. */
export function useMarkAllRead() {
  const token = useAuthToken();
  const client = useQueryClient();
  return useMutation({
    mutationFn: markAllRead,
    onSuccess: (unread) => {
      client.setQueryData(notificationKeys.count(token), unread);
      return client.invalidateQueries({ queryKey: notificationKeys.latest(token) });
    },
  });
}
