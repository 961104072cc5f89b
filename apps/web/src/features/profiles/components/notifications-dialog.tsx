import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { NotificationItem } from '@mfi/contract/notifications.schemas';
import { CataloguePagination } from '../../../components/pagination';
import { readerDate } from '../../../lib/dates';
import { useNotifications } from '../api/notifications';
import { notificationHref } from './notification-link';

/**
 * The member's notifications, newest first (part 1 section 7; decision 016): reading a page marks it seen,
 * and what was new before this read is marked as new.
 */
export function NotificationsDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('profiles');
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="notifications-title"
    >
      <DialogTitle id="notifications-title" sx={{ pr: 6 }}>
        {t('notifications.title')}
        <IconButton aria-label={t('close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ px: { xs: 1, sm: 2 }, minHeight: 240 }}>
        {open && <NotificationPages onOpen={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function NotificationPages({ onOpen }: { onOpen(): void }) {
  const { t } = useTranslation('profiles');
  const [page, setPage] = useState(1);
  const list = useNotifications(page, true);
  if (list.isPending)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={t('loading')} />
      </Box>
    );
  if (list.isError) return <Alert severity="error">{t('errors:generic')}</Alert>;
  if (list.data.results.length === 0)
    return (
      <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }} data-testid="notifications-empty">
        {t('notifications.empty')}
      </Typography>
    );
  return (
    <>
      <List data-testid="notification-list" aria-label={t('notifications.title')}>
        {list.data.results.map((item) => (
          <NotificationRow key={item.id} item={item} onOpen={onOpen} />
        ))}
      </List>
      <CataloguePagination page={page} pageCount={list.data.page} onChange={setPage} />
    </>
  );
}

function NotificationRow({ item, onOpen }: { item: NotificationItem; onOpen(): void }) {
  const { t, i18n } = useTranslation('profiles');
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
              {t(`notifications.type.${item.type}`)}
              {!item.seen && (
                <Chip
                  component="span"
                  size="small"
                  label={t('notifications.new')}
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
