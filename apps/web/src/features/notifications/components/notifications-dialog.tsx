import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { NotificationItem } from '@mfi/contract/notifications.schemas';
import { CataloguePagination } from '../../../components/pagination';
import { readerDate } from '../../../lib/dates';
import { useNotifications } from '../api/notifications';
import { ListDialog, listState } from '../../../components/list-dialog';
import { notificationHref } from './notification-link';

/**
 * The member's notifications, newest first (part 1 section 7; decision 016): reading a page marks it seen,
 * and what was new before this read is marked as new.
 */
export function NotificationsDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('notifications');
  return (
    <ListDialog open={open} title={t('title')} onClose={onClose}>
      <DialogContent dividers sx={{ px: { xs: 1, sm: 2 }, minHeight: 240 }}>
        {open && <NotificationPages onOpen={onClose} />}
      </DialogContent>
    </ListDialog>
  );
}

function NotificationPages({ onOpen }: { onOpen(): void }) {
  const { t } = useTranslation('notifications');
  const [page, setPage] = useState(1);
  const list = useNotifications(page, true);
  const state = listState(t, list, t('empty'), 'notifications-empty');
  if (state || !list.data) return state;
  return (
    <>
      <List data-testid="notification-list" aria-label={t('title')}>
        {list.data.results.map((item) => (
          <NotificationRow key={item.id} item={item} onOpen={onOpen} />
        ))}
      </List>
      <CataloguePagination page={page} pageCount={list.data.page} onChange={setPage} />
    </>
  );
}

function NotificationRow({ item, onOpen }: { item: NotificationItem; onOpen(): void }) {
  const { t, i18n } = useTranslation('notifications');
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={RouterLink}
        to={notificationHref(item)}
        onClick={onOpen}
        data-testid="notification"
        sx={{ borderRadius: 1, alignItems: 'flex-start', ...(item.seen ? {} : { bgcolor: 'action.selected' }) }}
      >
        <ListItemAvatar>
          <Avatar src={item.actor_photo ?? undefined} alt="">
            {item.actor_name.slice(0, 1).toUpperCase()}
          </Avatar>
        </ListItemAvatar>
        <ListItemText
          primary={
            <>
              <Box component="span" sx={{ fontWeight: 700 }}>
                {item.actor_name}
              </Box>{' '}
              {t(`type.${item.type}`)}
              {!item.seen && (
                <Chip
                  component="span"
                  size="small"
                  label={t('new')}
                  sx={{ ml: 1, bgcolor: 'error.dark', color: 'common.white' }}
                />
              )}
            </>
          }
          secondary={[item.object_title && `«${item.object_title}»`, readerDate(item.created_at, i18n.language)]
            .filter(Boolean)
            .join(' · ')}
          slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } }, secondary: { sx: { overflowWrap: 'anywhere' } } }}
        />
      </ListItemButton>
    </ListItem>
  );
}
