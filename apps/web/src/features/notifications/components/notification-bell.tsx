import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import type { GrantEntrant } from './notification-bell-menu';

// The badge, its count query and its menu are a member's: their code loads after the shell, not in a guest's first load.
const Bell = lazy(() => import('./notification-bell-button').then((m) => ({ default: m.Bell })));

/**
 * The header's bell for members (issue 24 item 2): the unread count, read again every minute and when the
 * window comes back, and a menu of the latest ten. `grantEntrant` (the festival's call, handed in by the
 * shell) lets an admin grant a member's request for the entrant flag from its notification.
 */
export function NotificationBell({ grantEntrant }: { grantEntrant?: GrantEntrant }) {
  const { isAuthenticated } = useSession();
  if (!isAuthenticated) return null;
  return (
    <Suspense fallback={<BellPlaceholder />}>
      <Bell grantEntrant={grantEntrant} />
    </Suspense>
  );
}

/** Holds the bell's place, the same size, while its code arrives. */
function BellPlaceholder() {
  const { t } = useTranslation('nav');
  return (
    <IconButton color="inherit" aria-label={t('bell.label')} disabled sx={{ color: 'inherit' }}>
      <NotificationsIcon />
    </IconButton>
  );
}
