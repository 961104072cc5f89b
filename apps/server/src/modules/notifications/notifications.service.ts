import {
  NOTIFICATIONS_PER_PAGE,
  type NotificationCountResponse,
  type NotificationListResponse,
  type NotificationQuery,
} from '@mfi/contract/notifications.schemas';
import type { AuthUser } from '../../auth/auth-user';
import type { ServiceDeps } from '../../context';
import { pageCount, pageOffset } from '../../lib/pagination';
import { toNotificationItem } from './notifications.mapper';
import * as q from './notifications.queries';

// The member's notifications (issue 15 item 5; decision 016). They are written by the after-writes of the
// follows, comments and likes (after-write/notify.ts); this reads them. The call names no member: a member
// only ever reads, and marks seen, their own.

/**
 * GET /user/api/v-user-notification/ {notified, page}: without `notified` (or false, 0) the badge's unread count,
 * one count on the partial index of unread rows; with `notified` set (true, 1) a page of notifications, newest first,
 * each with `seen` as it was, and every unread one up to the newest marked seen.
 */
export async function notifications(
  ctx: ServiceDeps<'db' | 'storage'>,
  user: AuthUser,
  query: NotificationQuery,
): Promise<NotificationCountResponse | NotificationListResponse> {
  if (!query.notified) return { notification: { unread: await q.unreadCount(ctx.db, user.id) } };
  const { count, newest, rows } = await ctx.db.transaction(async (tx) => {
    const totals = await q.totals(tx, user);
    const page = await q.notificationPage(tx, user, pageOffset(query.page, NOTIFICATIONS_PER_PAGE));
    await q.markSeen(tx, user.id, totals.newest);
    return { ...totals, rows: page };
  });
  const url = (key: string) => ctx.storage.url(key);
  return {
    notification: {
      // What arrived after `newest` while this read ran stays unread.
      unread: newest ? await q.unreadCount(ctx.db, user.id) : 0,
      results: rows.map((r) => toNotificationItem(url, r, user.slug)),
      count,
      page: pageCount(count, NOTIFICATIONS_PER_PAGE),
    },
  };
}
