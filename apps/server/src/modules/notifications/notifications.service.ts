import {
  NOTIFICATIONS_IN_BELL,
  NOTIFICATIONS_PER_PAGE,
  type LatestNotificationsResponse,
  type NotificationCountResponse,
  type NotificationListResponse,
  type NotificationQuery,
  type ReadAllRequest,
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
  return {
    notification: {
      // What arrived after `newest` while this read ran stays unread.
      unread: newest ? await q.unreadCount(ctx.db, user.id) : 0,
      results: rows.map((r) => toNotificationItem(ctx.storage, r, user.slug)),
      count,
      page: pageCount(count, NOTIFICATIONS_PER_PAGE),
    },
  };
}

/**
 * GET /user/api/v-user-notification-latest/: the header bell's menu, the caller's latest ten the reader may
 * see, each with `seen` as it is, and the unread count; a read only (the bell marks them with readAll).
 */
export async function latestNotifications(
  ctx: ServiceDeps<'db' | 'storage'>,
  user: AuthUser,
): Promise<LatestNotificationsResponse> {
  const [rows, unread] = await Promise.all([
    q.notificationPage(ctx.db, user, { limit: NOTIFICATIONS_IN_BELL, offset: 0 }),
    q.unreadCount(ctx.db, user.id),
  ]);
  return { notification: { unread, results: rows.map((r) => toNotificationItem(ctx.storage, r, user.slug)) } };
}

/**
 * POST /user/api/v-user-notification-readall/ {newest?}: the bell's "mark all read", the caller's own only,
 * up to the newest notification the bell showed (one arriving meanwhile stays new); answers the count left.
 */
export async function readAll(
  ctx: ServiceDeps<'db'>,
  user: AuthUser,
  body: ReadAllRequest,
): Promise<NotificationCountResponse> {
  await q.markSeen(ctx.db, user.id, body.newest);
  return { notification: { unread: await q.unreadCount(ctx.db, user.id) } };
}

/** Whether the member's request for the festival entrant flag waits for an admin (the registration page). */
export const entrantRequestWaits = (ctx: ServiceDeps<'db'>, memberId: number) =>
  q.entrantRequestWaits(ctx.db, memberId);
