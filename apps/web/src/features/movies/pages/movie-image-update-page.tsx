import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import GridViewIcon from '@mui/icons-material/GridView';
import ViewListIcon from '@mui/icons-material/ViewList';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { href } from '../../../lib/routes';
import { showSnack } from '../../../lib/snackbar';
import { useDeleteMovieImage } from '../api/delete-movie-image';
import { isNotFound, useMovieDetail } from '../api/get-movie-detail';
import { useUpdateMovieImages, type ArchiveImage } from '../api/update-movie-images';
import { AddImagesButton } from '../../../components/add-images-button';
import { ArchiveImageCard } from '../../../components/archive-image-card';
import { SortableList } from '../../../components/sortable-list';

type Row = { key: string; description: string } & ({ id: number; image: string } | { id: 'new'; file: Blob });
let nextKey = 0;
const rowsOf = (images: ArchiveImage[]): Row[] =>
  images.map((i) => ({ key: `img-${i.id}`, id: i.id, image: i.image, description: i.description }));

/** movie-image-update (part 2 section 2): list/grid toggle, add with description, describe, delete, drag, save, back. */
export function MovieImageUpdatePage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation('movies');
  const detail = useMovieDetail(slug);
  // The server's images until the contributor changes something; then the edited rows.
  const [edited, setRows] = useState<Row[] | null>(null);
  const [layout, setLayout] = useState<'list' | 'grid'>('list');
  const [confirm, setConfirm] = useState<Row | null>(null);
  const movieId = detail.data?.movie_detail.id ?? 0;
  const save = useUpdateMovieImages(slug);
  const remove = useDeleteMovieImage(slug, movieId);
  const serverImages = detail.data?.movie_detail.images;
  const rows = edited ?? (serverImages ? rowsOf(serverImages) : null);

  if (detail.isError && isNotFound(detail.error)) return <NotFoundPage />;
  if (detail.isError)
    return (
      <Alert severity="error" sx={{ m: 3 }}>
        {t('detail.error')}
      </Alert>
    );
  if (!detail.data || rows === null) return <PageLoader />;

  const deleteRow = (row: Row) => {
    setConfirm(null);
    if (row.id === 'new') return setRows(rows.filter((r) => r.key !== row.key));
    remove.mutate(row.id, {
      onSuccess: (answer) => setRows((current) => (current ?? rowsOf(answer.images)).filter((r) => r.key !== row.key)),
      onError: () => showSnack(t('errors:generic'), 'error'),
    });
  };
  const submit = () =>
    save.mutate(
      rows.map((r) =>
        r.id === 'new'
          ? { id: 'new' as const, file: r.file, description: r.description }
          : { id: r.id, description: r.description },
      ),
      {
        onSuccess: (answer) => {
          showSnack(t('errors:movieImagesAdded'), 'success');
          setRows(rowsOf(answer.images));
        },
        onError: () => showSnack(t('errors:generic'), 'error'),
      },
    );

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: 3 }}>
      <PageTitle title={t('images.title')} />
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', mb: 3, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={href('movie-detail', { slug })} startIcon={<ArrowBackIcon />}>
          {t('form.back')}
        </Button>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {t('images.title')}: {detail.data.movie_detail.m_title}
        </Typography>
        {/* Plain buttons rather than a ToggleButtonGroup: sharing the shell's one split it into an initial chunk. */}
        <Stack direction="row" role="group" aria-label={t('images.layout')}>
          <IconButton
            aria-pressed={layout === 'list'}
            aria-label={t('images.list')}
            color={layout === 'list' ? 'primary' : 'default'}
            onClick={() => setLayout('list')}
          >
            <ViewListIcon />
          </IconButton>
          <IconButton
            aria-pressed={layout === 'grid'}
            aria-label={t('images.grid')}
            color={layout === 'grid' ? 'primary' : 'default'}
            onClick={() => setLayout('grid')}
          >
            <GridViewIcon />
          </IconButton>
        </Stack>
      </Stack>
      {rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {t('images.empty')}
        </Typography>
      ) : (
        <SortableList
          ns="movies"
          items={rows}
          layout={layout}
          keyOf={(r) => r.key}
          onMove={(from, to) => {
            const next = [...rows];
            const [moved] = next.splice(from, 1);
            next.splice(to, 0, moved);
            setRows(next);
          }}
          renderItem={(row, index, handle) => (
            <ArchiveImageCard
              ns="movies"
              src={row.id === 'new' ? undefined : row.image}
              file={row.id === 'new' ? row.file : undefined}
              description={row.description}
              onDescription={(description) => setRows(rows.map((r) => (r.key === row.key ? { ...r, description } : r)))}
              onRemove={() => setConfirm(row)}
              handle={handle}
              layout={layout}
              index={index}
            />
          )}
        />
      )}
      <Stack direction="row" spacing={2} sx={{ mt: 3, justifyContent: 'space-between', flexWrap: 'wrap' }} useFlexGap>
        <AddImagesButton
          ns="movies"
          onAdd={(files) =>
            setRows([
              ...rows,
              ...files.map((file) => ({ key: `new-${++nextKey}`, id: 'new' as const, file, description: '' })),
            ])
          }
        />
        <Button variant="contained" onClick={submit} disabled={save.isPending}>
          {t('form.save')}
        </Button>
      </Stack>
      <Dialog open={confirm !== null} onClose={() => setConfirm(null)}>
        <DialogTitle>{t('images.deleteTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('images.deleteText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirm(null)}>{t('images.cancel')}</Button>
          <Button color="error" variant="contained" onClick={() => confirm && deleteRow(confirm)}>
            {t('images.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
