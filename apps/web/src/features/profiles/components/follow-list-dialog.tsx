import Avatar from '@mui/material/Avatar';
import DialogContent from '@mui/material/DialogContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CataloguePagination } from '../../../components/pagination';
import { href } from '../../../lib/routes';
import { useFollowList } from '../api/get-follow-list';
import type { FollowListKind } from '../api/profile-keys';
import type { FollowCard } from '@mfi/contract/profiles.schemas';
import { ListDialog, listState } from '../../../components/list-dialog';

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
  return (
    <ListDialog open={which !== null} title={t('follows.title')} onClose={onClose}>
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
    </ListDialog>
  );
}

function FollowCardText({ member, secondary }: { member: FollowCard; secondary: string }) {
  return (
    <>
      <ListItemAvatar sx={{ pl: member.closed ? 2 : 0 }}>
        <Avatar src={member.image ?? undefined} alt="">
          {member.username.slice(0, 1).toUpperCase()}
        </Avatar>
      </ListItemAvatar>
      <ListItemText
        primary={member.name || member.username}
        secondary={secondary}
        slotProps={{ primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } } }}
      />
    </>
  );
}

function FollowListPage({ slug, which, onOpen }: { slug: string; which: FollowListKind; onOpen(): void }) {
  const { t } = useTranslation('profiles');
  const [page, setPage] = useState(1);
  const list = useFollowList(which, slug, page, true);
  const state = listState(t, list, t(`follows.empty.${which}`), 'follow-list-empty');
  if (state || !list.data) return state;
  return (
    <>
      <List aria-label={t(`follows.${which}`)} data-testid="follow-list">
        {list.data.results.map((member) => (
          <ListItem key={member.slug} disablePadding>
            {member.closed ? (
              // A closed account (issue 25) says so and leads nowhere: its page would only say the same.
              <FollowCardText member={member} secondary={t('follows.closed')} />
            ) : (
              <ListItemButton component={RouterLink} to={href('user-profile', { slug: member.slug })} onClick={onOpen}>
                <FollowCardText
                  member={member}
                  secondary={`@${member.username} · ${t('header.followers', { count: member.followers })}`}
                />
              </ListItemButton>
            )}
          </ListItem>
        ))}
      </List>
      <CataloguePagination page={page} pageCount={list.data.page} onChange={setPage} />
    </>
  );
}
