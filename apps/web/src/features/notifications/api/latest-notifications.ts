import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { LatestNotificationsResponse } from '@mfi/contract/notifications.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useAuthToken } from '../../../lib/auth-store';
import { notificationKeys } from './notifications';

/** GET /user/api/v-user-notification-latest/: the bell's latest ten and the unread count; marks nothing seen. */
export async function fetchLatestNotifications(signal?: AbortSignal) {
  const data = await apiRequest<LatestNotificationsResponse>('/user/api/v-user-notification-latest/', { signal });
  return data.notification;
}

/** The bell's menu, read afresh on each opening; its count also sets the badge's. */
export function useLatestNotifications(open: boolean) {
  const token = useAuthToken();
  const client = useQueryClient();
  return useQuery({
    queryKey: notificationKeys.latest(token),
    queryFn: async ({ signal }) => {
      const latest = await fetchLatestNotifications(signal);
      client.setQueryData(notificationKeys.count(token), latest.unread);
      return latest;
    },
    enabled: open,
    staleTime: 0,
  });
}
