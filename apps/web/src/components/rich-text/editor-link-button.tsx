import LinkIcon from '@mui/icons-material/Link';
import type { Editor } from '@tiptap/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToolButton } from './tool-button';
import { UrlDialog } from './url-dialog';

/** http(s) only: the server drops any other scheme (javascript: and friends). */
export function normalizeLink(text: string): string | null {
  const value = text.trim();
  if (!value) return null;
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Sets or changes the link on the selection (an empty address removes it); with no selection, inserts it. */
export function EditorLinkButton({ editor, active }: { editor: Editor; active: boolean }) {
  const { t } = useTranslation('catalogue');
  const [open, setOpen] = useState(false);

  function apply(text: string): boolean {
    const chain = editor.chain().focus().extendMarkRange('link');
    if (!text.trim()) return chain.unsetLink().run() || true;
    const href = normalizeLink(text);
    if (!href) return false;
    if (editor.state.selection.empty && !active)
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    else chain.setLink({ href }).run();
    return true;
  }

  return (
    <>
      <ToolButton label={t('editor.link')} active={active} onClick={() => setOpen(true)}>
        <LinkIcon fontSize="small" />
      </ToolButton>
      {open && (
        <UrlDialog
          title={t('editor.linkTitle')}
          label={t('editor.linkAddress')}
          placeholder="https://"
          hint={t('editor.linkHint')}
          invalidText={t('editor.linkInvalid')}
          submitLabel={t('editor.apply')}
          initial={(editor.getAttributes('link').href as string | undefined) ?? ''}
          onSubmit={apply}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
