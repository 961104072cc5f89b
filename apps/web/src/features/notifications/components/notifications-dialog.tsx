import DialogContent from '@mui/material/DialogContent';
import List from '@mui/material/List';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CataloguePagination } from '../../../components/pagination';
import { useNotifications } from '../api/notifications';
import { ListDialog, listState } from '../../../components/list-dialog';
import { NotificationRow } from './notification-row';

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
