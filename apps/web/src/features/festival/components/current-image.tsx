import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** On an update form, the image the festival or edition has now (kept unless a new crop replaces it). */
export function CurrentImage({ src, ratio, width }: { src: string; ratio: string; width: number }) {
  const { t } = useTranslation('festival');
  if (!src) return null;
  return (
    <Box data-testid="current-image">
      <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
        {t('form.currentImage')}
      </Typography>
      <Box
        component="img"
        src={src}
        alt={t('form.currentImage')}
        sx={{ display: 'block', width, maxWidth: '100%', aspectRatio: ratio, objectFit: 'cover', borderRadius: 1 }}
      />
    </Box>
  );
}
