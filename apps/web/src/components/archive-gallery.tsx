import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { srcSetOf } from '@mfi/contract/image-sizes';

type Image = { id: number; image: string; description: string };

/**
 * Archive images as a strip of thumbnails; one opens in a dialog with previous/next (arrow keys too).
 * Texts come from the caller's feature namespace (`ns`), which holds the same keys. (gallery.*)
 */
export function ArchiveGallery({ images, ns }: { images: Image[]; ns: string }) {
  const { t } = useTranslation(ns);
  const [open, setOpen] = useState<number | null>(null);
  const current = open === null ? null : images[open];
  const step = (delta: number) => setOpen((i) => (i === null ? i : (i + delta + images.length) % images.length));
  return (
    <>
      <Box sx={{ display: 'flex', gap: 1, overflowX: 'auto', pb: 1 }}>
        {images.map((image, index) => (
          <ButtonBase
            key={image.id}
            onClick={() => setOpen(index)}
            aria-label={t('gallery.open', { index: index + 1 })}
            sx={{
              flex: '0 0 auto',
              width: 250,
              maxWidth: '70vw',
              aspectRatio: '16 / 10',
              borderRadius: 1,
              overflow: 'hidden',
              bgcolor: 'grey.200',
            }}
          >
            <Box
              component="img"
              src={image.image}
              srcSet={srcSetOf(image.image)}
              sizes="250px"
              alt={image.description || t('gallery.image')}
              loading="lazy"
              sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
          </ButtonBase>
        ))}
      </Box>
      <Dialog
        open={current !== null}
        onClose={() => setOpen(null)}
        maxWidth="lg"
        fullWidth
        onKeyDown={(e) => {
          if (e.key === 'ArrowLeft') step(-1);
          if (e.key === 'ArrowRight') step(1);
        }}
        aria-label={t('gallery.title')}
      >
        {current && (
          <Box sx={{ position: 'relative', bgcolor: 'grey.900', color: 'common.white' }}>
            <IconButton
              onClick={() => setOpen(null)}
              aria-label={t('gallery.close')}
              sx={{ position: 'absolute', top: 4, right: 4, color: 'inherit', zIndex: 1 }}
            >
              <CloseIcon />
            </IconButton>
            <Box
              component="img"
              src={current.image}
              alt={current.description || t('gallery.image')}
              sx={{ display: 'block', width: '100%', maxHeight: '80vh', objectFit: 'contain' }}
            />
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1 }}>
              <IconButton
                onClick={() => step(-1)}
                aria-label={t('gallery.previous')}
                sx={{ color: 'inherit' }}
                disabled={images.length < 2}
              >
                <ChevronLeftIcon />
              </IconButton>
              <Typography variant="body2" sx={{ flex: 1, textAlign: 'center' }}>
                {current.description} ({(open ?? 0) + 1}/{images.length})
              </Typography>
              <IconButton
                onClick={() => step(1)}
                aria-label={t('gallery.next')}
                sx={{ color: 'inherit' }}
                disabled={images.length < 2}
              >
                <ChevronRightIcon />
              </IconButton>
            </Box>
          </Box>
        )}
      </Dialog>
    </>
  );
}
