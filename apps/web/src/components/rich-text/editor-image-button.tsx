import ImageIcon from '@mui/icons-material/ImageOutlined';
import CircularProgress from '@mui/material/CircularProgress';
import type { Editor } from '@tiptap/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSnack } from '../../lib/snackbar';
import { ToolButton } from './tool-button';

/** Stores an image for rich content and answers its URL (a feature's upload call). */
export type UploadImage = (file: File) => Promise<string>;

/**
 * Uploads a JPEG (through `upload`, e.g. to the user's image library) and inserts it where the caret is (part 2 section 5: JPEG only,
 * else the red JPEG message). A failed upload is ignored silently (part 2 section 8): nothing is inserted, no
 * message is shown, and the editor stays as it was; a console warning is left for developers.
 */
export function EditorImageButton({ editor, upload: uploadImage }: { editor: Editor; upload: UploadImage }) {
  const { t } = useTranslation('catalogue');
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  async function upload(file: File | undefined) {
    if (input.current) input.current.value = ''; // the same file again still fires change
    if (!file) return;
    if (file.type !== 'image/jpeg') {
      showSnack(t('errors:jpegOnly'), 'error');
      return;
    }
    setBusy(true);
    try {
      const src = await uploadImage(file);
      editor.chain().focus().setImage({ src, alt: '' }).run();
    } catch (error) {
      console.warn('editor image upload failed', error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <ToolButton label={t('editor.image')} disabled={busy} onClick={() => input.current?.click()}>
        {busy ? <CircularProgress size={18} aria-label={t('editor.uploading')} /> : <ImageIcon fontSize="small" />}
      </ToolButton>
      <input
        ref={input}
        type="file"
        accept="image/jpeg"
        hidden
        data-testid="editor-image-input"
        onChange={(event) => void upload(event.target.files?.[0])}
      />
    </>
  );
}
