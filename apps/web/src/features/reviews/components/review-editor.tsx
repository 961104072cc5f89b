import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import TitleIcon from '@mui/icons-material/Title';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import type { ReactNode } from 'react';

// A detailed review's text (part 2 sections 3, 5) in TipTap, with the marks and blocks the server's HTML
// allowlist keeps (decision 005). Loaded lazily with the dialog: never in a page's first load.

type Tool = {
  name: string;
  label: string;
  icon: ReactNode;
  active(editor: Editor): boolean;
  run(editor: Editor): void;
};

const TOOLS: Tool[] = [
  {
    name: 'bold',
    label: 'B',
    icon: <FormatBoldIcon />,
    active: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    name: 'italic',
    label: 'I',
    icon: <FormatItalicIcon />,
    active: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    name: 'heading',
    label: 'H2',
    icon: <TitleIcon />,
    active: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    name: 'bulletList',
    label: '•',
    icon: <FormatListBulletedIcon />,
    active: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    name: 'orderedList',
    label: '1.',
    icon: <FormatListNumberedIcon />,
    active: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    name: 'blockquote',
    label: '“',
    icon: <FormatQuoteIcon />,
    active: (e) => e.isActive('blockquote'),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
];

export default function ReviewEditor({
  value,
  onChange,
  label,
  toolLabels,
  invalid,
}: {
  value: string;
  onChange(html: string): void;
  label: string;
  toolLabels: Record<string, string>;
  invalid: boolean;
}) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3] }, code: false, codeBlock: false, horizontalRule: false }),
    ],
    content: value,
    shouldRerenderOnTransaction: true,
    // An editor holding only an empty paragraph is an empty review, so the form's "required" rule sees it.
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
    editorProps: {
      attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox', 'aria-invalid': String(invalid) },
    },
  });
  return (
    <Stack sx={{ border: 1, borderColor: invalid ? 'error.main' : 'divider', borderRadius: 1 }}>
      {/* Plain icon buttons: the shell's toggle-button group stays out of this lazy chunk's shared code. */}
      <Stack direction="row" role="toolbar" aria-label={label} sx={{ flexWrap: 'wrap', p: 0.5, gap: 0.25 }}>
        {TOOLS.map((tool) => {
          const active = editor ? tool.active(editor) : false;
          return (
            <IconButton
              key={tool.name}
              size="small"
              onClick={() => editor && tool.run(editor)}
              aria-label={toolLabels[tool.name] ?? tool.label}
              aria-pressed={active}
              sx={{ borderRadius: 1, bgcolor: active ? 'action.selected' : undefined }}
            >
              {tool.icon}
            </IconButton>
          );
        })}
      </Stack>
      <Stack
        sx={{
          px: 1.5,
          borderTop: 1,
          borderColor: 'divider',
          '& .tiptap': { minHeight: 240, maxHeight: 420, overflowY: 'auto', outline: 'none', py: 1 },
          '& .tiptap blockquote': { borderLeft: 3, borderColor: 'divider', pl: 1.5, ml: 0, color: 'text.secondary' },
        }}
      >
        <EditorContent editor={editor} />
      </Stack>
    </Stack>
  );
}
