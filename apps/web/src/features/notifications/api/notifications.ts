import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationCountResponse, NotificationListResponse } from '@mfi/contract/notifications.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useAuthToken } from '../../../lib/auth-store';

// TanStack Query keys of the notifications feature: the member's own, per token.
export const notificationKeys = {
  all: ['notifications'] as const,
  count: (token: string | null) => ['notifications', 'count', token] as const,
  list: (token: string | null) => ['notifications', 'list', token] as const,
  latest: (token: string | null) => ['notifications', 'latest', token] as const,
};

/** The header bell reads the count every minute (and on focus: notification-bell.tsx); one request at a time. */
export const BELL_REFRESH_MS = 60_000;

/** GET /user/api/v-user-notification/ without `notified`: the unread count for the badge. */
export async function fetchUnreadCount(signal?: AbortSignal): Promise<number> {
  const data = await apiRequest<NotificationCountResponse>('/user/api/v-user-notification/', { signal });
  return data.notification.unread;
}

/** GET /user/api/v-user-notification/ {notified: 1, page}: a page, newest first; the server marks them seen. */
export async function fetchNotifications(page: number, signal?: AbortSignal) {
  const data = await apiRequest<NotificationListResponse>('/user/api/v-user-notification/', {
    query: { notified: 1, page },
    signal,
  });
  return data.notification;
}

/**
 * The badge on one's own board and the header's bell, one cached count. The board calls `refetch` when the
 * member comes back to their profile's path; the bell (`live`) reads it again every minute and when the
 * window is back in view. Interval and focus refetches join a read in flight rather than start another.
 */
export function useUnreadCount(enabled: boolean, live = false) {
  const token = useAuthToken();
  return useQuery({
    queryKey: notificationKeys.count(token),
    queryFn: ({ signal }) => fetchUnreadCount(signal),
    enabled,
    staleTime: 0,
    ...(live ? { refetchInterval: BELL_REFRESH_MS, refetchOnWindowFocus: true } : {}),
  });
}

/**
 * The list, read while its panel is open; reading a page marks its notifications seen, so the badge's count
 * is set to the answer's (0) at once.
 */
export function useNotifications(page: number, open: boolean) {
  const token = useAuthToken();
  const client = useQueryClient();
  return useQuery({
    queryKey: [...notificationKeys.list(token), page],
    queryFn: async ({ signal }) => {
      const list = await fetchNotifications(page, signal);
      client.setQueryData(notificationKeys.count(token), list.unread);
      return list;
    },
    enabled: open,
    // Each opening reads afresh: a page kept from the last opening would show as new what that read marked seen.
    staleTime: 0,
    gcTime: 0,
    placeholderData: keepPreviousData,
  });
}
