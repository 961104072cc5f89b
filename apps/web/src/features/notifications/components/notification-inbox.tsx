import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useUnreadCount } from '../api/notifications';
import { ALL_NOTIFICATIONS_PARAM } from './notification-link';
import { NotificationsDialog } from './notifications-dialog';

/** What the profile page shows of the owner's notifications: the board's badge and the reading dialog. */
export type NotificationInbox = {
  /** The owner's unread count; undefined on another member's page. */
  unread: number | undefined;
  open(): void;
  dialog: ReactNode;
};

/**
 * The owner's notifications on their profile (part 1 section 2): the unread count, read again whenever the
 * member comes back to their profile's own path (part 1 section 4) and when the dialog closes. The header
 * bell's "all notifications" opens the dialog with `?notifications=1`.
 */
export function useNotificationInbox(isOwner: boolean, profilePath: string): NotificationInbox {
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const [reading, setReading] = useState(false);
  const fromBell = params.has(ALL_NOTIFICATIONS_PARAM);
  const unread = useUnreadCount(isOwner);
  const lastPath = useRef(pathname);
  const { refetch } = unread;
  useEffect(() => {
    const back = pathname === profilePath && lastPath.current !== profilePath;
    lastPath.current = pathname;
    if (back && isOwner) void refetch();
  }, [pathname, profilePath, isOwner, refetch]);

  return {
    unread: isOwner ? (unread.data ?? 0) : undefined,
    open: () => setReading(true),
    dialog: isOwner && (
      <NotificationsDialog
        open={reading || fromBell}
        onClose={() => {
          setReading(false);
          if (fromBell)
            setParams(
              (now) => {
                now.delete(ALL_NOTIFICATIONS_PARAM);
                return now;
              },
              { replace: true },
            );
          void refetch();
        }}
      />
    ),
  };
}
