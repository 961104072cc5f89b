import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { NotificationItem } from '@mfi/contract/notifications.schemas';
import { readerDate } from '../../../lib/dates';
import { langOf, nameIn, useEnglish } from '../../../lib/localized';
import { notificationHref } from './notification-link';

/**
 * One notification, a link to what it is about (the profile's dialog and the header's bell): the actor, what
 * they did, a "new" mark while unread; `action` is a button of its own under it (the admin's grant).
 */
export function NotificationRow({
  item,
  onOpen,
  action,
}: {
  item: NotificationItem;
  onOpen(): void;
  action?: ReactNode;
}) {
  const { t, i18n } = useTranslation('notifications');
  // The movie's or serial's international title in English (decision 023); a message, list or journal as written.
  const object = nameIn(item.object_title, item.object_title_en, useEnglish());
  return (
    <ListItem
      disablePadding
      sx={{
        flexDirection: 'column',
        alignItems: 'stretch',
        borderRadius: 1,
        ...(item.seen ? {} : { bgcolor: 'action.selected' }),
      }}
    >
      <ListItemButton
        component={RouterLink}
        to={notificationHref(item)}
        onClick={onOpen}
        data-testid="notification"
        sx={{ borderRadius: 1, alignItems: 'flex-start' }}
      >
        <ListItemAvatar>
          <Avatar src={item.actor_photo ?? undefined} alt="" lang={langOf(item.actor_name)}>
            {item.actor_name.slice(0, 1).toUpperCase()}
          </Avatar>
        </ListItemAvatar>
        <ListItemText
          primary={
            <>
              <Box component="span" sx={{ fontWeight: 700 }} lang={langOf(item.actor_name)}>
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
          secondary={
            <>
              {object && (
                <>
                  «<span lang={langOf(object)}>{object}</span>» ·{' '}
                </>
              )}
              {item.reason && <>{t('reason', { reason: item.reason })} · </>}
              {readerDate(item.created_at, i18n.language)}
            </>
          }
          slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } }, secondary: { sx: { overflowWrap: 'anywhere' } } }}
        />
      </ListItemButton>
      {action && <Box sx={{ pl: 9, pr: 1, pb: 1 }}>{action}</Box>}
    </ListItem>
  );
}
