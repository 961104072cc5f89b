import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import PlayCircleIcon from '@mui/icons-material/PlayCircleOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { memberName } from '@mfi/contract/member-name';
import type { UserObject, UserStatus } from '@mfi/contract/profiles.schemas';
import { HERO_COLOR } from '../../../components/hero-band';
import { MemberAvatar } from '../../../components/member-avatar';
import { useAuthToken } from '../../../lib/auth-store';
import { href } from '../../../lib/routes';
import { BlockAction } from './block-action';
import { FollowButton } from './follow-button';
import { FollowListDialog } from './follow-list-dialog';
import type { FollowListKind } from '../api/profile-keys';
import { langOf, nameIn, useEnglish } from '../../../lib/localized';

export const profileWidthSx = { maxWidth: 1200, mx: 'auto', px: { xs: 1.5, sm: 3 } } as const;

/** Where "watching" links: the movie (content 1), else the episode (part 1 section 2 "User status statement"). */
export function statusHref(status: UserStatus): string {
  if (status.content === 1 || !status.serial_slug || !status.season_slug || !status.episode_slug)
    return href('movie-detail', { slug: status.slug });
  return href('episode-detail', {
    serialSlug: status.serial_slug,
    seasonSlug: status.season_slug,
    episodeSlug: status.episode_slug,
  });
}

/** What the member watches now, by its international title in English (decision 023). */
function WatchingLink({ status }: { status: UserStatus }) {
  const title = nameIn(status.title, status.i_title, useEnglish());
  return (
    <Link
      component={RouterLink}
      to={statusHref(status)}
      underline="hover"
      sx={{ fontWeight: 600 }}
      lang={langOf(title)}
    >
      {title}
    </Link>
  );
}

/**
 * The top of a member's page (part 1 section 2): background and photo, username, what they watch now, the
 * title, follower and following counts (each opens its list), and the follow and block actions for another
 * member, or the editor for one's own page. A block either way hides the follow button. A guest sees the
 * follow button, which asks them to log in, and no block action (decision 027).
 */
export function ProfileHeader({
  user,
  status,
  onEdit,
}: {
  user: UserObject;
  status: UserStatus | null;
  onEdit(): void;
}) {
  const { t } = useTranslation('profiles');
  const [list, setList] = useState<FollowListKind | null>(null);
  const signedIn = useAuthToken() !== null;
  const relationBlocked = user.blocked || user.beingblocked;

  return (
    <Box component="section" aria-labelledby="profile-username" sx={{ bgcolor: 'background.paper', pb: 2.5 }}>
      <Box
        data-testid="profile-background"
        role={user.backgroundimage ? 'img' : undefined}
        aria-label={user.backgroundimage ? t('header.backgroundAlt', { name: user.username }) : undefined}
        sx={{
          height: { xs: 140, sm: 240, md: 320 },
          bgcolor: HERO_COLOR,
          backgroundImage: user.backgroundimage
            ? `url(${user.backgroundimage})`
            : 'linear-gradient(120deg, #0a0e1e 0%, #1d4f7c 60%, #4a77a3 100%)',
          backgroundSize: 'cover',
          backgroundPosition: 'center',
        }}
      />
      <Box sx={profileWidthSx}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 1.5, sm: 3 }}
          sx={{ alignItems: { xs: 'center', sm: 'flex-end' }, mt: { xs: -7, sm: -9 } }}
        >
          <MemberAvatar
            name={memberName(user)}
            image={user.image}
            alt={t('header.photoAlt', { name: user.username })}
            testId="profile-photo"
            sx={{
              width: { xs: 120, sm: 168 },
              height: { xs: 120, sm: 168 },
              fontSize: { xs: 48, sm: 64 },
              border: '4px solid',
              borderColor: 'background.paper',
              boxShadow: 2,
              flexShrink: 0,
            }}
          />
          <Box sx={{ flex: 1, minWidth: 0, textAlign: { xs: 'center', sm: 'left' }, pb: { sm: 0.5 } }}>
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ alignItems: 'center', flexWrap: 'wrap', justifyContent: { xs: 'center', sm: 'flex-start' } }}
            >
              <Typography
                id="profile-username"
                variant="h4"
                component="h1"
                sx={{ fontSize: { xs: '1.6rem', sm: '2.1rem' }, overflowWrap: 'anywhere' }}
                lang={langOf(user.username)}
              >
                {user.username}
              </Typography>
              <Chip
                size="small"
                label={t(`title.${user.title}`)}
                color={user.title === 'member' ? 'default' : 'primary'}
                variant={user.title === 'member' ? 'outlined' : 'filled'}
              />
            </Stack>
            {status && (
              <Typography
                color="text.secondary"
                sx={{
                  mt: 0.5,
                  display: 'flex',
                  gap: 0.5,
                  alignItems: 'center',
                  justifyContent: { xs: 'center', sm: 'flex-start' },
                  flexWrap: 'wrap',
                }}
              >
                <PlayCircleIcon fontSize="small" aria-hidden />
                {t('header.watching')}
                <WatchingLink status={status} />
              </Typography>
            )}
            <Stack
              direction="row"
              spacing={0.5}
              sx={{ mt: 0.5, justifyContent: { xs: 'center', sm: 'flex-start' }, ml: { sm: -1 } }}
            >
              <Button color="inherit" onClick={() => setList('followers')} data-testid="follower-count">
                {t('header.followers', { count: user.followers })}
              </Button>
              <Button color="inherit" onClick={() => setList('following')}>
                {t('header.followings', { count: user.followings })}
              </Button>
            </Stack>
          </Box>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap', justifyContent: 'center', pb: { sm: 1 } }}
            data-testid="profile-actions"
          >
            {user.is_owner ? (
              <Button variant="contained" startIcon={<EditIcon />} onClick={onEdit}>
                {t('header.edit')}
              </Button>
            ) : (
              <>
                {!relationBlocked && <FollowButton user={user} />}
                {signedIn && <BlockAction user={user} />}
              </>
            )}
          </Stack>
        </Stack>
        {!user.is_owner && (user.blocked || user.beingblocked) && (
          <Stack spacing={1} sx={{ mt: 2 }}>
            {user.blocked && (
              <Alert severity="warning" data-testid="blocked-note">
                {t('block.youBlocked', { name: user.username })}
              </Alert>
            )}
            {user.beingblocked && (
              <Alert severity="info" data-testid="beingblocked-note">
                {t('block.blockedYou', { name: user.username })}
              </Alert>
            )}
          </Stack>
        )}
      </Box>
      <FollowListDialog slug={user.slug} which={list} onChange={setList} onClose={() => setList(null)} />
    </Box>
  );
}
