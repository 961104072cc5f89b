import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PLOT_MAX } from '@mfi/contract/limits';
import { useObjectUrl } from '../lib/use-object-url';

/** One archive image in an editor: preview (250 px wide, part 2 section 9), description, remove, drag handle. */
export function ArchiveImageCard({
  src,
  file,
  description,
  onDescription,
  onRemove,
  handle,
  layout,
  index,
  ns,
}: {
  src?: string;
  file?: Blob;
  description: string;
  onDescription(text: string): void;
  onRemove(): void;
  handle: ReactNode;
  layout: 'list' | 'grid';
  index: number;
  /** Texts come from the caller's feature namespace (`ns`), which holds the same keys. (gallery.image, images.description, images.remove) */
  ns: string;
}) {
  const { t } = useTranslation(ns);
  const local = useObjectUrl(file ?? null);
  return (
    <Stack
      direction={layout === 'list' ? { xs: 'column', sm: 'row' } : 'column'}
      spacing={1}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 1,
        bgcolor: 'background.paper',
        alignItems: layout === 'list' ? { sm: 'center' } : 'stretch',
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        {handle}
        <Box
          component="img"
          src={src ?? local ?? undefined}
          alt={description || t('gallery.image')}
          sx={{
            width: layout === 'list' ? 250 : '100%',
            maxWidth: '100%',
            aspectRatio: '16 / 10',
            objectFit: 'cover',
            borderRadius: 1,
            bgcolor: 'grey.200',
          }}
        />
      </Stack>
      <TextField
        size="small"
        label={t('images.description', { index: index + 1 })}
        value={description}
        onChange={(e) => onDescription(e.target.value)}
        multiline
        minRows={layout === 'list' ? 2 : 1}
        slotProps={{ htmlInput: { maxLength: PLOT_MAX } }}
        sx={{ flex: 1 }}
      />
      <IconButton
        onClick={onRemove}
        aria-label={t('images.remove', { index: index + 1 })}
        sx={{ alignSelf: { xs: 'flex-end', sm: 'center' } }}
      >
        <DeleteIcon />
      </IconButton>
    </Stack>
  );
}
