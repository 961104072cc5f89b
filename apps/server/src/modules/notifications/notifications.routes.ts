import { notificationQuery, notificationResponse } from '@mfi/contract/notifications.schemas';
import { currentUser, noStore, requireUser } from '../../auth/guards';
import type { AppContext, ZodApp } from '../../context';
import { routeKit } from '../../lib/route-kit';
import { notifications } from './notifications.service';

// A member's notifications (issue 15 item 5; part 1 section 7 "Profile area": the spec's path and its one
// param `notified`; the answer designed in its style, decision 016). Signed-in only; the caller's own.

const route = routeKit(['notifications']);

export function registerNotificationRoutes(app: ZodApp, ctx: AppContext) {
  app.get(
    '/user/api/v-user-notification/',
    {
      ...route.guardedRead(
        requireUser,
        "The caller's notifications: without notified (or false, 0) the unread count {notification: {unread}}; with notified=true (or 1) a page {page} of them, newest first, marking them seen",
        notificationQuery,
        notificationResponse,
      ),
      onSend: noStore,
    },
    (req) => notifications(ctx, currentUser(req), req.query),
  );
}
