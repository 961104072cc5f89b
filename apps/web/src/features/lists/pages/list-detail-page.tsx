import type { ListKind } from '@mfi/contract/lists.schemas';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { MessagePage } from '../../../components/message-page';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageLoader } from '../../../components/page-loader';
import { PageHeading } from '../../../components/page-heading';
import { PageTitle } from '../../../components/page-title';
import { isNotFound } from '../../../lib/api-client';
import { langOf } from '../../../lib/localized';
import { href } from '../../../lib/routes';
import { showSnack } from '../../../lib/snackbar';
import { useDeleteList } from '../api/delete-list';
import { useListDetail } from '../api/get-list-detail';
import type { ListDetail } from '../api/list-types';
import { ListEntries } from '../components/list-entries-view';
import { ListLikeButton } from '../components/list-like-button';
import { EditLink } from '../../../components/admin-bar';

export const userListsHref = (kind: ListKind, owner: string) =>
  href(kind === 'movie' ? 'user-movie-list' : 'user-serial-list', { slug: owner });

/** The editor of the list; `owner` names whose list (the spec's address names only the slug). */
const updateHref = (kind: ListKind, listSlug: string, owner: string) =>
  href(kind === 'movie' ? 'movie-list-update' : 'serial-list-update', { listSlug }, { owner });

/** Delete asks first; then the owner goes to their lists (part 1 section 5); a 404 says "try again". */
function DeleteListButton({ list }: { list: ListDetail }) {
  const { t } = useTranslation('lists');
  const navigate = useNavigate();
  const remove = useDeleteList(list.kind);
  const [asking, setAsking] = useState(false);

  function confirm() {
    remove.mutate(
      { listSlug: list.title_slug, owner: list.user_slug },
      {
        onSuccess: (answer) => {
          setAsking(false);
          showSnack(answer.message, answer.success ? 'success' : 'error');
          if (answer.success) void navigate(userListsHref(list.kind, list.user_slug));
        },
        onError: () => {
          setAsking(false);
          showSnack(t('errors:generic'), 'error');
        },
      },
    );
  }

  return (
    <>
      <Button color="error" variant="outlined" startIcon={<DeleteIcon />} onClick={() => setAsking(true)}>
        {t('detail.delete')}
      </Button>
      <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby="list-delete-title">
        <DialogTitle id="list-delete-title">{t('detail.deleteTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('detail.deleteText', { title: list.title })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)}>{t('detail.cancel')}</Button>
          <Button color="error" variant="contained" onClick={confirm} disabled={remove.isPending}>
            {t('detail.confirmDelete')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

function ListDetailView({ list }: { list: ListDetail }) {
  const { t } = useTranslation('lists');
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: 3 }}>
      <PageTitle title={list.title} />
      <Stack spacing={1.5} sx={{ mb: 3 }}>
        <PageHeading fontSize={{ xs: '1.5rem', sm: '2.125rem' }} lang={langOf(list.title)}>
          {list.title}
        </PageHeading>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Avatar src={list.user_image ?? undefined} alt="" sx={{ width: 32, height: 32 }} />
          <Link
            component={RouterLink}
            to={userListsHref(list.kind, list.user_slug)}
            underline="hover"
            lang={langOf(list.user_name)}
          >
            {list.user_name}
          </Link>
          <Typography color="text.secondary">· {t(`card.total.${list.kind}`, { count: list.total })}</Typography>
          {list.top_list && <Typography sx={{ fontWeight: 600 }}>· {t('detail.topList')}</Typography>}
          <Box sx={{ flex: 1 }} />
          <ListLikeButton list={list} />
        </Stack>
        {list.about && (
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} lang={langOf(list.about)}>
            {list.about}
          </Typography>
        )}
        {(list.can_edit || list.can_delete) && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="list-owner-actions">
            {list.can_edit && (
              <EditLink to={updateHref(list.kind, list.title_slug, list.user_slug)} variant="outlined" size="medium">
                {t('detail.edit')}
              </EditLink>
            )}
            {list.can_delete && <DeleteListButton list={list} />}
          </Stack>
        )}
      </Stack>
      <ListEntries list={list} />
    </Box>
  );
}

/** user-movie-list-detail and user-serial-list-detail: /user/{slug}/movie-list/{listSlug} and /serial-list/…. */
function ListDetailPage({ kind }: { kind: ListKind }) {
  const { t } = useTranslation('lists');
  const { slug = '', listSlug = '' } = useParams();
  const query = useListDetail(kind, slug, listSlug);
  if (query.isPending) return <PageLoader />;
  if (isNotFound(query.error)) return <NotFoundPage />;
  if (!query.data) return <MessagePage title={t('detail.errorTitle')} text={t('errors:generic')} />;
  return <ListDetailView list={query.data} />;
}

export const MovieListDetailPage = () => <ListDetailPage kind="movie" />;
export const SerialListDetailPage = () => <ListDetailPage kind="serial" />;
