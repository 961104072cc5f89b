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
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { AddImagesButton } from '../../../components/add-images-button';
import { ArchiveImageCard } from '../../../components/archive-image-card';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { SortableList } from '../../../components/sortable-list';
import { href } from '../../../lib/routes';
import { showSnack } from '../../../lib/snackbar';
import { useDeleteSeasonImage } from '../api/delete-season-image';
import { useSeasonDetail, type ArchiveImage } from '../api/get-season-detail';
import { isNotFound } from '../api/get-serial-detail';
import { useUpdateSeasonImages } from '../api/update-season-images';

type Row = { key: string; description: string } & ({ id: number; image: string } | { id: 'new'; file: Blob });
let nextKey = 0;
const rowsOf = (images: ArchiveImage[]): Row[] =>
  images.map((i) => ({ key: `img-${i.id}`, id: i.id, image: i.image, description: i.description }));

/** season-image-update: list/grid toggle, add with description, describe, delete, drag, save, back. */
export function SeasonImageUpdatePage() {
  const { serialSlug = '', seasonSlug = '' } = useParams();
  const { t } = useTranslation('serials');
  const detail = useSeasonDetail(serialSlug, seasonSlug);
  const [edited, setRows] = useState<Row[] | null>(null);
  const [layout, setLayout] = useState<'list' | 'grid'>('list');
  const [confirm, setConfirm] = useState<Row | null>(null);
  const seasonId = detail.data?.season_detail.id ?? 0;
  const save = useUpdateSeasonImages(serialSlug, seasonSlug, seasonId);
  const remove = useDeleteSeasonImage(serialSlug, seasonSlug, seasonId);
  const serverImages = detail.data?.season_detail.images;
  const rows = edited ?? (serverImages ? rowsOf(serverImages) : null);

  if (detail.isError && isNotFound(detail.error)) return <NotFoundPage />;
  if (detail.isError)
    return (
      <Alert severity="error" sx={{ m: 3 }}>
        {t('detail.error')}
      </Alert>
    );
  if (!detail.data || rows === null) return <PageLoader />;
  const season = detail.data.season_detail;

  const deleteRow = (row: Row) => {
    setConfirm(null);
    if (row.id === 'new') return setRows(rows.filter((r) => r.key !== row.key));
    remove.mutate(row.id, {
      onSuccess: () => setRows((current) => (current ?? rows).filter((r) => r.key !== row.key)),
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
          showSnack(t('errors:seasonImagesAdded'), 'success');
          setRows(answer.images ? rowsOf(answer.images) : null);
        },
        onError: () => showSnack(t('errors:generic'), 'error'),
      },
    );

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: 3 }}>
      <PageTitle title={t('images.title')} />
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', mb: 3, flexWrap: 'wrap' }}>
        <Button
          component={RouterLink}
          to={href('season-detail', { serialSlug, seasonSlug })}
          startIcon={<ArrowBackIcon />}
        >
          {t('form.back')}
        </Button>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {t('images.title')}: {season.serial_title} ·{' '}
          {t('season.label', { num: season.season_num, name: season.season_name })}
        </Typography>
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
          ns="serials"
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
              ns="serials"
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
          ns="serials"
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
