import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { IMAGE_MAX_BYTES } from '@mfi/contract/limits';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { showSnack } from '../../../lib/snackbar';
import { useUploadUserImage } from '../api/user-images';
import { serverMessage } from './server-message';

/** Megabytes with two decimals at most, as the quota line says them. */
const megabytes = (bytes: number, language: string) =>
  (bytes / 1_000_000).toLocaleString(language === 'en' ? 'en' : 'mn', { maximumFractionDigits: 2 });

/**
 * The library's upload (issue 24): what the library holds of the member's quota, and a JPEG to add. The
 * type, the 1 MB limit and a full library are refused here with the server's own texts; the server checks
 * them all again (and the quota on what it stores).
 */
export function ImageLibraryUpload({ used, quota }: { used: number; quota: number }) {
  const { t, i18n } = useTranslation('profiles');
  const input = useRef<HTMLInputElement>(null);
  const meterId = useId();
  const upload = useUploadUserImage();
  const full = used >= quota;

  function choose(file: File | undefined) {
    if (input.current) input.current.value = ''; // the same file again still fires change
    if (!file) return;
    if (file.type !== 'image/jpeg') return showSnack(t('errors:jpegOnly'), 'error');
    if (file.size > IMAGE_MAX_BYTES) return showSnack(t('errors:imageTooLarge'), 'error');
    upload.mutate(file, {
      onSuccess: () => showSnack(t('images.uploaded')),
      onError: (error) => showSnack(serverMessage(t, error), 'error'),
    });
  }

  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 3 }}
      data-testid="image-library-upload"
    >
      <Box sx={{ flex: '1 1 14rem', minWidth: 0 }}>
        <Typography id={meterId} variant="body2" sx={{ mb: 0.5 }}>
          {t('images.quota', { used: megabytes(used, i18n.language), quota: megabytes(quota, i18n.language) })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={Math.min(100, (used / quota) * 100)}
          color={full ? 'error' : 'primary'}
          aria-labelledby={meterId}
        />
        {full && (
          <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
            {t('errors:imageLibraryFull')}
          </Typography>
        )}
      </Box>
      <Button
        variant="contained"
        disabled={full || upload.isPending}
        startIcon={upload.isPending ? <CircularProgress size={18} color="inherit" /> : <AddPhotoIcon />}
        onClick={() => input.current?.click()}
      >
        {t(upload.isPending ? 'images.uploading' : 'images.upload')}
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/jpeg"
        hidden
        data-testid="library-input"
        onChange={(event) => choose(event.target.files?.[0])}
      />
    </Box>
  );
}
