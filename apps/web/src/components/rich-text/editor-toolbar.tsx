import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import FormatStrikethroughIcon from '@mui/icons-material/FormatStrikethrough';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useEditorState, type Editor } from '@tiptap/react';
import { useTranslation } from 'react-i18next';
import { EditorImageButton, type UploadImage } from './editor-image-button';
import { EditorLinkButton } from './editor-link-button';
import { EditorVideoButton } from './editor-video-button';
import { ToolButton } from './tool-button';

/** The heading buttons show H2 and H3; their names start with that text (label in name, WCAG 2.5.3). */
const headingText = (level: 2 | 3) => (
  <Typography component="span" sx={{ fontWeight: 700, fontSize: '0.9rem', width: 24, lineHeight: '24px' }}>
    H{level}
  </Typography>
);

/** Formatting, headings, lists, quotes, links, images (given an upload) and video players (the allowlist's set). */
export function EditorToolbar({ editor, uploadImage }: { editor: Editor; uploadImage?: UploadImage }) {
  const { t } = useTranslation('catalogue');
  // The toolbar re-renders on selection changes only through this selector (TipTap 3 does not re-render).
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();

  return (
    <Box
      role="toolbar"
      aria-label={t('editor.toolbar')}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 0.25,
        px: 0.5,
        py: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'grey.50',
        position: 'sticky',
        top: 0,
        zIndex: 1,
      }}
    >
      <ToolButton label={t('editor.bold')} active={state.bold} onClick={() => chain().toggleBold().run()}>
        <FormatBoldIcon fontSize="small" />
      </ToolButton>
      <ToolButton label={t('editor.italic')} active={state.italic} onClick={() => chain().toggleItalic().run()}>
        <FormatItalicIcon fontSize="small" />
      </ToolButton>
      <ToolButton
        label={t('editor.underline')}
        active={state.underline}
        onClick={() => chain().toggleUnderline().run()}
      >
        <FormatUnderlinedIcon fontSize="small" />
      </ToolButton>
      <ToolButton label={t('editor.strike')} active={state.strike} onClick={() => chain().toggleStrike().run()}>
        <FormatStrikethroughIcon fontSize="small" />
      </ToolButton>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <ToolButton
        label={`H2 ${t('editor.heading2')}`}
        active={state.h2}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      >
        {headingText(2)}
      </ToolButton>
      <ToolButton
        label={`H3 ${t('editor.heading3')}`}
        active={state.h3}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
      >
        {headingText(3)}
      </ToolButton>
      <ToolButton label={t('editor.bulletList')} active={state.bullet} onClick={() => chain().toggleBulletList().run()}>
        <FormatListBulletedIcon fontSize="small" />
      </ToolButton>
      <ToolButton
        label={t('editor.orderedList')}
        active={state.ordered}
        onClick={() => chain().toggleOrderedList().run()}
      >
        <FormatListNumberedIcon fontSize="small" />
      </ToolButton>
      <ToolButton label={t('editor.quote')} active={state.quote} onClick={() => chain().toggleBlockquote().run()}>
        <FormatQuoteIcon fontSize="small" />
      </ToolButton>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <EditorLinkButton editor={editor} active={state.link} />
      <ToolButton
        label={t('editor.unlink')}
        disabled={!state.link}
        onClick={() => chain().extendMarkRange('link').unsetLink().run()}
      >
        <LinkOffIcon fontSize="small" />
      </ToolButton>
      {uploadImage && <EditorImageButton editor={editor} upload={uploadImage} />}
      <EditorVideoButton editor={editor} />
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <ToolButton label={t('editor.undo')} disabled={!state.canUndo} onClick={() => chain().undo().run()}>
        <UndoIcon fontSize="small" />
      </ToolButton>
      <ToolButton label={t('editor.redo')} disabled={!state.canRedo} onClick={() => chain().redo().run()}>
        <RedoIcon fontSize="small" />
      </ToolButton>
    </Box>
  );
}
