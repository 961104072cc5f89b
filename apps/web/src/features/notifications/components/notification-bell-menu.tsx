import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationItem } from '@mfi/contract/notifications.schemas';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { listState } from '../../../components/list-dialog';
import { useSession } from '../../../lib/session';
import { showSnack } from '../../../lib/snackbar';
import { useLatestNotifications } from '../api/latest-notifications';
import { useMarkAllRead } from '../api/mark-all-read';
import { notificationKeys } from '../api/notifications';
import { allNotificationsHref } from './notification-link';
import { NotificationRow } from './notification-row';

/** Grants the member (by slug) the festival entrant flag: the festival's call, handed in by the shell. */
export type GrantEntrant = (memberSlug: string) => Promise<unknown>;

/**
 * The bell's menu: the latest ten (unread ones marked), "mark all read" up to the newest shown, and a link
 * to all of them on the member's profile. Opening it marks nothing: only the button does.
 */
export function NotificationBellMenu({
  id,
  anchor,
  onClose,
  grantEntrant,
}: {
  id: string;
  anchor: HTMLElement | null;
  onClose(): void;
  grantEntrant?: GrantEntrant;
}) {
  const { t } = useTranslation('notifications');
  const { profile } = useSession();
  const open = anchor !== null;
  const latest = useLatestNotifications(open);
  const markAll = useMarkAllRead();
  const items = latest.data?.results ?? [];
  const newest = items.reduce((max, item) => Math.max(max, item.id), 0);
  const state = listState(t, latest, t('empty'), 'notifications-empty');
  const all = profile && allNotificationsHref(profile.slug);

  return (
    <Popover
      id={id}
      open={open}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-label': t('title'),
          sx: {
            width: 400,
            maxWidth: 'calc(100vw - 16px)',
            maxHeight: '80vh',
            display: 'flex',
            flexDirection: 'column',
          },
        },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, px: 2, py: 1 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, flexGrow: 1 }}>
          {t('title')}
        </Typography>
        <Button
          size="small"
          data-testid="notifications-read-all"
          disabled={!latest.data?.unread || markAll.isPending}
          onClick={() => markAll.mutate({ newest: newest || undefined })}
        >
          {t('bell.markAllRead')}
        </Button>
      </Stack>
      <Divider />
      <Box sx={{ overflowY: 'auto', flex: 1, px: 1 }}>
        {state ?? (
          <List data-testid="notification-list" aria-label={t('title')}>
            {items.map((item) => (
              <NotificationRow
                key={item.id}
                item={item}
                onOpen={onClose}
                action={
                  item.type === 'entrant_request' && grantEntrant && <GrantButton item={item} grant={grantEntrant} />
                }
              />
            ))}
          </List>
        )}
      </Box>
      <Divider />
      {all && (
        <Button component={RouterLink} to={all} onClick={onClose} sx={{ m: 1 }} data-testid="notifications-all">
          {t('bell.all')}
        </Button>
      )}
    </Popover>
  );
}

/** An admin grants the asking member the entrant flag in one click; the request's notices then go. */
function GrantButton({ item, grant }: { item: NotificationItem; grant: GrantEntrant }) {
  const { t } = useTranslation('notifications');
  const client = useQueryClient();
  const granting = useMutation({
    mutationFn: () => grant(item.actor_slug),
    onSuccess: () => {
      showSnack(t('grant.done', { name: item.actor_name }));
      return client.invalidateQueries({ queryKey: notificationKeys.all });
    },
    onError: () => showSnack(t('grant.failed'), 'error'),
  });
  return (
    <Button
      size="small"
      variant="contained"
      data-testid="entrant-grant"
      disabled={granting.isPending || granting.isSuccess}
      onClick={() => granting.mutate()}
    >
      {t('grant.button')}
    </Button>
  );
}
