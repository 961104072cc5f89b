import SmartDisplayIcon from '@mui/icons-material/SmartDisplayOutlined';
import type { Editor } from '@tiptap/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToolButton } from './tool-button';
import { UrlDialog } from './url-dialog';
import { videoEmbedUrl } from './video-embed';

/** Embeds a YouTube or Vimeo player from a watch or share link. */
export function EditorVideoButton({ editor }: { editor: Editor }) {
  const { t } = useTranslation('catalogue');
  const [open, setOpen] = useState(false);
  return (
    <>
      <ToolButton label={t('editor.video')} onClick={() => setOpen(true)}>
        <SmartDisplayIcon fontSize="small" />
      </ToolButton>
      {open && (
        <UrlDialog
          title={t('editor.videoTitle')}
          label={t('editor.videoAddress')}
          placeholder="https://www.youtube.com/watch?v=…"
          hint={t('editor.videoHint')}
          invalidText={t('editor.videoInvalid')}
          submitLabel={t('editor.insert')}
          onSubmit={(text) => videoEmbedUrl(text) !== null && editor.chain().focus().setVideoEmbed(text).run()}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
