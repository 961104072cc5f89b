import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { showSnack } from '../lib/snackbar';
import { AddImagesButton } from './add-images-button';
import { ArchiveImageCard } from './archive-image-card';
import { PageTitle } from './page-title';
import { SortableList } from './sortable-list';
import { LayoutToggle } from './catalogue/layout-toggle';

/** An archive image as the server lists it. */
export type ArchiveImageItem = { id: number; image: string; description: string };
/** One row to save, in its order: an existing image or a new file. */
export type ArchiveImageSaveRow = { id: number; description: string } | { id: 'new'; file: Blob; description: string };
/** What the caller reports back from a save or delete call. */
export type ArchiveImageHandlers<T> = { onSuccess(value: T): void; onError(): void };

type Row = { key: string; description: string } & ({ id: number; image: string } | { id: 'new'; file: Blob });
let nextKey = 0;
const rowsOf = (images: ArchiveImageItem[]): Row[] =>
  images.map((i) => ({ key: `img-${i.id}`, id: i.id, image: i.image, description: i.description }));

/**
 * The archive image editor of movie-image-update and season-image-update (part 2 section 2): list/grid toggle,
 * add with description, describe, delete with confirmation, drag, save, back. Texts come from the caller's
 * feature namespace (`ns`), which holds the same keys. (images.*, form.back, form.save, form.drag, gallery.image)
 */
export function ArchiveImageEditor({
  ns,
  images,
  heading,
  backTo,
  saving,
  savedMessage,
  onSave,
  onDelete,
}: {
  ns: string;
  /** The server's images, shown until the contributor changes something. */
  images: ArchiveImageItem[];
  /** What follows "images.title: " in the page heading. */
  heading: ReactNode;
  backTo: string;
  saving: boolean;
  /** Shown after a successful save. */
  savedMessage: string;
  /** Sends the rows; `onSuccess` gets the server's images (null: show the server's images again). */
  onSave(rows: ArchiveImageSaveRow[], handlers: ArchiveImageHandlers<ArchiveImageItem[] | null>): void;
  /** Deletes a stored image; `onSuccess` may get the server's remaining images. */
  onDelete(id: number, handlers: ArchiveImageHandlers<ArchiveImageItem[] | undefined>): void;
}) {
  const { t } = useTranslation(ns);
  // The server's images until the contributor changes something; then the edited rows.
  const [edited, setRows] = useState<Row[] | null>(null);
  const [layout, setLayout] = useState<'list' | 'grid'>('list');
  const [confirm, setConfirm] = useState<Row | null>(null);
  const rows = edited ?? rowsOf(images);

  const deleteRow = (row: Row) => {
    setConfirm(null);
    if (row.id === 'new') return setRows(rows.filter((r) => r.key !== row.key));
    onDelete(row.id, {
      onSuccess: (answer) =>
        setRows((current) => (current ?? (answer ? rowsOf(answer) : rows)).filter((r) => r.key !== row.key)),
      onError: () => showSnack(t('errors:generic'), 'error'),
    });
  };
  const submit = () =>
    onSave(
      rows.map((r) =>
        r.id === 'new'
          ? { id: 'new' as const, file: r.file, description: r.description }
          : { id: r.id, description: r.description },
      ),
      {
        onSuccess: (answer) => {
          showSnack(savedMessage, 'success');
          setRows(answer ? rowsOf(answer) : null);
        },
        onError: () => showSnack(t('errors:generic'), 'error'),
      },
    );

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: 3 }}>
      <PageTitle title={t('images.title')} />
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', mb: 3, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={backTo} startIcon={<ArrowBackIcon />}>
          {t('form.back')}
        </Button>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {t('images.title')}: {heading}
        </Typography>
        <LayoutToggle ns={ns} layout={layout} onChange={setLayout} />
      </Stack>
      {rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {t('images.empty')}
        </Typography>
      ) : (
        <SortableList
          ns={ns}
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
              ns={ns}
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
          ns={ns}
          onAdd={(files) =>
            setRows([
              ...rows,
              ...files.map((file) => ({ key: `new-${++nextKey}`, id: 'new' as const, file, description: '' })),
            ])
          }
        />
        <Button variant="contained" onClick={submit} disabled={saving}>
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
