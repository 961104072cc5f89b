import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useParams } from 'react-router';
import { HERO_COLOR } from '../../../components/hero-band';
import { MessagePage } from '../../../components/message-page';
import { NotFoundPage } from '../../../components/not-found-page';
import { SectionPages } from '../../../components/page-heading-tag';
import { PageTitle } from '../../../components/page-title';
import { ApiError, isNotFound } from '../../../lib/api-client';
import { href } from '../../../lib/routes';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { ProfileBoard } from '../components/profile-board';
import { ProfileHeader, profileWidthSx } from '../components/profile-header';
import { ProfileInfoCard } from '../components/profile-info-card';
import type { ProfilePayload } from '../components/profile-form-values';
import { ListError } from '../../../components/list-states';

// The owner's editor (its form, crops and country picker) loads when first opened: a visitor never downloads it.
const ProfileEditorDialog = lazy(() =>
  import('../components/profile-editor-dialog').then((m) => ({ default: m.ProfileEditorDialog })),
);
const saveBodyOf = async (payload: ProfilePayload) =>
  (await import('../components/profile-form-values')).profileFormData(payload);

/**
 * The owner's notifications, handed in by the route (app/routes/profile-pages.ts, features/notifications):
 * the badge's count (undefined on another member's page), what opens the list, and the list's dialog.
 */
export type UseNotificationInbox = (
  isOwner: boolean,
  profilePath: string,
) => { unread: number | undefined; open(): void; dialog: ReactNode };

/**
 * /user/{slug} (part 1 section 2 "User profile area"): the member's header, info card and board around the
 * page the route shows (the feed, or one of the board's lists). A missing member is the not-found page;
 * another slug loads the other member.
 */
export function ProfileLayout({ useNotificationInbox }: { useNotificationInbox: UseNotificationInbox }) {
  const { t } = useTranslation('profiles');
  const { slug = '' } = useParams();
  const profile = useProfile(slug);

  if (profile.isPending) return <ProfileSkeleton />;
  if (profile.isError) {
    if (isNotFound(profile.error)) return <NotFoundPage />;
    // An account an admin closed (issue 25) answers 410: its page says so instead of not found.
    if (profile.error instanceof ApiError && profile.error.status === 410)
      return <MessagePage title={t('closed.title')} text={t('closed.text')} />;
    return (
      <Box sx={{ ...profileWidthSx, py: 4 }}>
        <ListError text={t('errors:generic')} retryLabel={t('retry')} onRetry={() => void profile.refetch()} />
      </Box>
    );
  }
  // Keyed by member: the editor, dialogs and board state of one member never carry over to the next.
  return <ProfileView key={slug} data={profile.data} useNotificationInbox={useNotificationInbox} />;
}

function ProfileView({
  data,
  useNotificationInbox,
}: {
  data: NonNullable<ReturnType<typeof useProfile>['data']>;
  useNotificationInbox: UseNotificationInbox;
}) {
  const { user_object: user, user_status: status } = data;
  const [editing, setEditing] = useState(false);
  const [editorOpened, setEditorOpened] = useState(false);
  const save = useUpdateProfile();
  const feedPath = href('user-feed', { slug: user.slug });
  const inbox = useNotificationInbox(user.is_owner, feedPath);
  // On a phone a section the reader was sent to (a shared list, a board list) comes right under the header,
  // before the info card and the board; the feed keeps the board first, as the way into the member's lists.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const { pathname } = useLocation();
  const onFeed = pathname.replace(/\/$/, '') === feedPath;
  const sectionFirst = !wide && !onFeed;

  const side = (
    <Stack key="side" spacing={2}>
      <ProfileInfoCard user={user} />
      <ProfileBoard
        user={user}
        showArticles={user.can_see_drafts === true}
        unread={inbox.unread}
        onNotifications={inbox.open}
      />
    </Stack>
  );
  const section = (
    // First on a phone, the section holds a screen's height while it loads: the card and board below it then
    // start out of sight, and its content arriving moves nothing the reader sees (CLS).
    <Box key="section" sx={{ minWidth: 0, minHeight: sectionFirst ? '100svh' : undefined }}>
      {/* The member's name is the page's h1; the section shown here titles itself below it. */}
      <SectionPages>
        <Outlet />
      </SectionPages>
    </Box>
  );

  return (
    <Box sx={{ pb: 4 }}>
      {/* A section (a board list, the lists, a list) names the page itself: one <title> a page. */}
      {onFeed && <PageTitle title={user.username} />}
      <ProfileHeader
        user={user}
        status={status}
        onEdit={() => {
          setEditorOpened(true);
          setEditing(true);
        }}
      />
      <Box
        sx={{
          ...profileWidthSx,
          mt: 3,
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '340px minmax(0, 1fr)' },
          gap: 3,
          alignItems: 'start',
        }}
      >
        {/* Keyed, so the section keeps its state when a resize moves it. */}
        {sectionFirst ? [section, side] : [side, section]}
      </Box>
      {user.is_owner && (
        <>
          {editorOpened && (
            <Suspense fallback={null}>
              <ProfileEditorDialog
                user={user}
                open={editing}
                onClose={() => setEditing(false)}
                onSave={async (payload) => save.mutateAsync(await saveBodyOf(payload))}
              />
            </Suspense>
          )}
          {inbox.dialog}
        </>
      )}
    </Box>
  );
}

/** The page at its final shape while the member loads, so nothing jumps when they arrive. */
function ProfileSkeleton() {
  const { t } = useTranslation('profiles');
  return (
    <Box role="status" aria-busy="true" aria-label={t('loading')} data-testid="profile-skeleton">
      <Box sx={{ height: { xs: 140, sm: 240, md: 320 }, bgcolor: HERO_COLOR }} />
      <Box sx={profileWidthSx}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={3}
          sx={{ alignItems: { xs: 'center', sm: 'flex-end' }, mt: { xs: -7, sm: -9 } }}
        >
          <Skeleton variant="circular" sx={{ width: { xs: 120, sm: 168 }, height: { xs: 120, sm: 168 } }} />
          <Box sx={{ flex: 1, width: '100%' }}>
            <Skeleton width="40%" height={48} />
            <Skeleton width="25%" />
          </Box>
        </Stack>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '340px 1fr' }, gap: 3, mt: 3 }}>
          <Skeleton variant="rounded" height={320} />
          <Skeleton variant="rounded" height={320} />
        </Box>
      </Box>
    </Box>
  );
}
