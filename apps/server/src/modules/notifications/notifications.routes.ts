import { z } from 'zod';
import {
  latestNotificationsResponse,
  notificationCountResponse,
  notificationQuery,
  notificationResponse,
  readAllRequest,
} from '@mfi/contract/notifications.schemas';
import { currentUser, noStore, requireUser } from '../../auth/guards';
import type { AppContext, ZodApp } from '../../context';
import { routeKit } from '../../lib/route-kit';
import { latestNotifications, notifications, readAll } from './notifications.service';

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
  app.get(
    '/user/api/v-user-notification-latest/',
    {
      ...route.guardedRead(
        requireUser,
        "The header bell: the caller's latest ten notifications and the unread count {notification: {unread, results}}; marks nothing seen",
        z.object({}),
        latestNotificationsResponse,
      ),
      onSend: noStore,
    },
    (req) => latestNotifications(ctx, currentUser(req)),
  );
  app.post(
    '/user/api/v-user-notification-readall/',
    route
      .writes(requireUser, 'none')
      .json(
        "Mark the caller's notifications read, up to `newest` (the newest the bell showed) or all; answers the unread count left",
        readAllRequest,
        notificationCountResponse,
      ),
    (req) => readAll(ctx, currentUser(req), req.body),
  );
}
