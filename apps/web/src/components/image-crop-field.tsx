import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PhotoIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import { useEffect, useId, useRef, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';

/** Draws the chosen area of the image on a canvas of exactly `size` and returns it as a JPEG. */
export async function cropToJpeg(source: string, area: Area, size: { width: number; height: number }): Promise<Blob> {
  const image = new Image();
  image.src = source;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.fillStyle = '#fff'; // JPEG has no transparency
  context.fillRect(0, 0, size.width, size.height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size.width, size.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('toBlob failed'))), 'image/jpeg', 0.9),
  );
}

/** Object URL of a blob for as long as the blob is shown. */
function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const next = blob ? URL.createObjectURL(blob) : null;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- an object URL is an external resource, made and revoked here
    setUrl(next);
    return () => {
      if (next) URL.revokeObjectURL(next);
    };
  }, [blob]);
  return url;
}

/**
 * Choose a JPEG, crop it at the target's aspect, and hand back a JPEG of exactly the target size (part 2
 * section 5 "Crops"). A file of another type shows the spec's red JPEG message and is not kept.
 */
export function ImageCropField({
  label,
  crop,
  value,
  onChange,
  error,
}: {
  label: string;
  crop: { width: number; height: number };
  value: Blob | null;
  onChange(file: Blob | null): void;
  error?: string;
}) {
  const { t } = useTranslation('catalogue');
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [typeError, setTypeError] = useState(false);
  const [chosen, setChosen] = useState<File | null>(null);
  const source = useObjectUrl(chosen);
  const preview = useObjectUrl(value);
  const [position, setPosition] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [saving, setSaving] = useState(false);

  function choose(file: File | undefined) {
    if (inputRef.current) inputRef.current.value = ''; // choosing the same file again still fires change
    if (!file) return;
    if (file.type !== 'image/jpeg') {
      setTypeError(true);
      return;
    }
    setTypeError(false);
    setPosition({ x: 0, y: 0 });
    setZoom(1);
    setChosen(file);
  }

  async function apply() {
    if (!source || !area) return;
    setSaving(true);
    try {
      onChange(await cropToJpeg(source, area, crop));
      setChosen(null);
    } catch {
      setTypeError(true); // an unreadable file is not a usable JPEG
      setChosen(null);
    } finally {
      setSaving(false);
    }
  }

  const message = typeError ? t('errors:jpegOnly') : error;
  const previewWidth = Math.min(crop.width, 240);

  return (
    <Box>
      <Typography variant="subtitle2" component="label" htmlFor={inputId} sx={{ display: 'block', mb: 1 }}>
        {label}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-end', flexWrap: 'wrap' }} useFlexGap>
        <Box
          sx={{
            width: previewWidth,
            maxWidth: '100%',
            aspectRatio: `${crop.width} / ${crop.height}`,
            borderRadius: 1,
            overflow: 'hidden',
            bgcolor: 'grey.200',
            border: 1,
            borderColor: message ? 'error.main' : 'grey.300',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            color: 'grey.500',
          }}
        >
          {preview ? (
            <Box
              component="img"
              src={preview}
              alt={t('crop.preview')}
              sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
          ) : (
            <PhotoIcon sx={{ fontSize: 48 }} />
          )}
        </Box>
        <Stack spacing={1}>
          <Button variant="outlined" onClick={() => inputRef.current?.click()}>
            {t(value ? 'crop.change' : 'crop.choose')}
          </Button>
          {value && (
            <Button color="inherit" onClick={() => onChange(null)}>
              {t('crop.remove')}
            </Button>
          )}
          <Typography variant="caption" color="text.secondary">
            {t('crop.hint', { width: crop.width, height: crop.height })}
          </Typography>
        </Stack>
      </Stack>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept="image/jpeg"
        hidden
        onChange={(event) => choose(event.target.files?.[0])}
      />
      {message && (
        <FormHelperText error role="alert">
          {message}
        </FormHelperText>
      )}
      <Dialog open={source !== null} onClose={() => setChosen(null)} fullWidth maxWidth="sm">
        <DialogTitle>{t('crop.title')}</DialogTitle>
        <DialogContent>
          <Box sx={{ position: 'relative', height: { xs: 320, sm: 420 }, bgcolor: 'grey.900' }}>
            {source && (
              <Cropper
                image={source}
                crop={position}
                zoom={zoom}
                aspect={crop.width / crop.height}
                onCropChange={setPosition}
                onZoomChange={setZoom}
                onCropComplete={(_, pixels) => setArea(pixels)}
              />
            )}
          </Box>
          <Slider
            value={zoom}
            min={1}
            max={3}
            step={0.05}
            aria-label={t('crop.zoom')}
            onChange={(_, next) => setZoom(next as number)}
            sx={{ mt: 2 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setChosen(null)}>{t('crop.cancel')}</Button>
          <Button variant="contained" onClick={() => void apply()} disabled={!area || saving}>
            {t('crop.apply')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
