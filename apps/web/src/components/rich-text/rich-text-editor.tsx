import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId } from 'react';
import type { UploadImage } from './editor-image-button';
import { EditorToolbar } from './editor-toolbar';
import { richTextSx } from './rich-text-sx';
import { VideoEmbed } from './video-embed';

/** Part 2 section 9: the rich-text editor is 500 px high. */
const EDITOR_HEIGHT = 500;

// Only what the server's allowlist keeps is offered: h2/h3, lists, quotes, links, bold, italic, underline,
// strike, images from our media store, YouTube/Vimeo players. Code, code blocks and rules are left out.
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['http', 'https'] },
  }),
  Image.configure({ inline: false, allowBase64: false }),
  VideoEmbed,
];

/**
 * Rich content (TipTap), for journals and the about-us page; images are offered when the page gives an
 * `uploadImage` call, and the field is marked required unless `required` is false. The HTML goes to the form on every change; the editor starts from
 * `initialHtml` once (an update form is prefilled before it mounts).
 */
export function RichTextEditor({
  label,
  initialHtml,
  onChange,
  onBlur,
  error,
  uploadImage,
  required = true,
  testId = 'rich-text-editor',
}: {
  label: string;
  initialHtml: string;
  onChange(html: string): void;
  onBlur(): void;
  error?: string;
  uploadImage?: UploadImage;
  required?: boolean;
  testId?: string;
}) {
  const labelId = useId();
  const editor = useEditor({
    extensions,
    content: initialHtml,
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur(),
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'data-testid': testId,
      },
    },
  });

  return (
    <Box>
      <Typography id={labelId} variant="subtitle2" component="p" sx={{ mb: 1 }}>
        {label}
        {required && ' *'}
      </Typography>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'grey.400',
          borderRadius: 1,
          overflow: 'hidden',
          '&:focus-within': { borderColor: error ? 'error.main' : 'primary.main', boxShadow: 1 },
        }}
      >
        <EditorToolbar editor={editor} uploadImage={uploadImage} />
        <Box
          sx={{
            height: EDITOR_HEIGHT,
            overflowY: 'auto',
            px: { xs: 1.5, sm: 2.5 },
            py: 1.5,
            cursor: 'text',
            '& .tiptap': { ...richTextSx, minHeight: '100%', outline: 'none' },
            '& .tiptap iframe': { pointerEvents: 'none' },
            '& .tiptap .ProseMirror-selectednode': { outline: 3, outlineColor: 'primary.main' },
          }}
          // A click below the text puts the caret at the end, as in a page.
          onClick={(event) => event.target === event.currentTarget && editor.commands.focus('end')}
        >
          <EditorContent editor={editor} />
        </Box>
      </Box>
      {error && (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
