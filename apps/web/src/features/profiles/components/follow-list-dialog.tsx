import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CataloguePagination } from '../../../components/pagination';
import { href } from '../../../lib/routes';
import { useFollowList } from '../api/get-follow-list';
import type { FollowListKind } from '../api/profile-keys';

/** A member's followers and the members they follow (designed: decision 012), 24 a page, as two tabs. */
export function FollowListDialog({
  slug,
  which,
  onChange,
  onClose,
}: {
  slug: string;
  which: FollowListKind | null;
  onChange(which: FollowListKind): void;
  onClose(): void;
}) {
  const { t } = useTranslation('profiles');
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={which !== null}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="follow-list-title"
    >
      <DialogTitle id="follow-list-title" sx={{ pr: 6 }}>
        {t('follows.title')}
        <IconButton aria-label={t('close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      {which && (
        <>
          <Tabs
            value={which}
            onChange={(_, next: FollowListKind) => onChange(next)}
            variant="fullWidth"
            sx={{ borderBottom: 1, borderColor: 'divider' }}
          >
            <Tab value="followers" label={t('follows.followers')} />
            <Tab value="following" label={t('follows.following')} />
          </Tabs>
          <DialogContent sx={{ px: { xs: 1, sm: 2 }, minHeight: 240 }}>
            {/* Keyed by tab and member: each starts at page 1. */}
            <FollowListPage key={`${which}-${slug}`} slug={slug} which={which} onOpen={onClose} />
          </DialogContent>
        </>
      )}
    </Dialog>
  );
}

function FollowListPage({ slug, which, onOpen }: { slug: string; which: FollowListKind; onOpen(): void }) {
  const { t } = useTranslation('profiles');
  const [page, setPage] = useState(1);
  const list = useFollowList(which, slug, page, true);
  if (list.isPending)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={t('loading')} />
      </Box>
    );
  if (list.isError) return <Alert severity="error">{t('errors:generic')}</Alert>;
  if (list.data.results.length === 0)
    return (
      <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }} data-testid="follow-list-empty">
        {t(`follows.empty.${which}`)}
      </Typography>
    );
  return (
    <>
      <List aria-label={t(`follows.${which}`)} data-testid="follow-list">
        {list.data.results.map((member) => (
          <ListItem key={member.slug} disablePadding>
            <ListItemButton component={RouterLink} to={href('user-profile', { slug: member.slug })} onClick={onOpen}>
              <ListItemAvatar>
                <Avatar src={member.image ?? undefined} alt="">
                  {member.username.slice(0, 1).toUpperCase()}
                </Avatar>
              </ListItemAvatar>
              <ListItemText
                primary={member.name || member.username}
                secondary={`@${member.username} · ${t('header.followers', { count: member.followers })}`}
                slotProps={{ primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } } }}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <CataloguePagination page={page} pageCount={list.data.page} onChange={setPage} />
    </>
  );
}
