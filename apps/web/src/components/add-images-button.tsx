import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternate';
import Button from '@mui/material/Button';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_MAX_BYTES } from '@mfi/contract/limits';
import { showSnack } from '../lib/snackbar';

/** Chooses archive images: JPEG only and under 1 MB (part 2 section 5), others are refused with the spec's text. */
export function AddImagesButton({ onAdd, ns }: { onAdd(files: File[]): void; /** images.add */ ns: string }) {
  const { t } = useTranslation(ns);
  const input = useRef<HTMLInputElement>(null);
  const choose = (list: FileList | null) => {
    const files = [...(list ?? [])];
    if (input.current) input.current.value = '';
    if (files.some((f) => f.type !== 'image/jpeg')) showSnack(t('errors:jpegOnly'), 'error');
    else if (files.some((f) => f.size > IMAGE_MAX_BYTES)) showSnack(t('errors:imageTooLarge'), 'error');
    const good = files.filter((f) => f.type === 'image/jpeg' && f.size <= IMAGE_MAX_BYTES);
    if (good.length) onAdd(good);
  };
  // A real button that opens the hidden file input (a label with role="button" is not allowed: axe).
  return (
    <>
      <Button variant="outlined" startIcon={<AddPhotoIcon />} onClick={() => input.current?.click()}>
        {t('images.add')}
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/jpeg"
        multiple
        hidden
        data-testid="archive-input"
        onChange={(e) => choose(e.target.files)}
      />
    </>
  );
}
