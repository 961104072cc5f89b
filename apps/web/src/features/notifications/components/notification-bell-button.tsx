import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadNamespaces } from '../../../lib/i18n';
import { useUnreadCount } from '../api/notifications';
import type { GrantEntrant } from './notification-bell-menu';

// The menu and its texts load when first wanted, keeping the header's first load to the badge.
const loadMenu = () => Promise.all([import('./notification-bell-menu'), loadNamespaces('notifications')]);
const NotificationBellMenu = lazy(() => loadMenu().then(([m]) => ({ default: m.NotificationBellMenu })));

/** The bell with its unread badge: a member's, loaded after the shell (a guest never downloads it). */
export function Bell({ grantEntrant }: { grantEntrant?: GrantEntrant }) {
  const { t } = useTranslation('nav');
  const count = useUnreadCount(true, true);
  const { refetch } = count;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  const id = useId();
  useEffect(() => {
    // TanStack Query refetches when the tab comes back into view; coming back from another window counts too.
    // A read in flight is joined, not restarted: never two at a time.
    const onFocus = () => void refetch({ cancelRefetch: false });
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [refetch]);

  const unread = count.data ?? 0;
  const open = anchor !== null;
  return (
    <>
      <IconButton
        color="inherit"
        id={`${id}-button`}
        aria-label={unread > 0 ? t('bell.unread', { count: unread }) : t('bell.label')}
        aria-haspopup="dialog"
        aria-controls={open ? `${id}-menu` : undefined}
        aria-expanded={open ? 'true' : undefined}
        data-testid="notification-bell"
        onPointerEnter={() => void loadMenu()}
        onFocus={() => void loadMenu()}
        onClick={(event) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
      >
        {/* No content at 0: a hidden "0" would be text the button's name does not hold. */}
        <Badge badgeContent={unread > 0 ? unread : undefined} max={99} color="error">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      {used && (
        <Suspense fallback={null}>
          <NotificationBellMenu
            id={`${id}-menu`}
            anchor={anchor}
            onClose={() => setAnchor(null)}
            grantEntrant={grantEntrant}
          />
        </Suspense>
      )}
    </>
  );
}
