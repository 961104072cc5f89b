import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/auth-store';
import { loadNamespaces } from '../../../lib/i18n';
import { clearSnack, useSnack } from '../../../lib/snackbar';
import { renderWithProviders, stubFetch } from '../../../test/render';
import { RichTextEditor } from '../../../components/rich-text/rich-text-editor';
import { uploadEditorImage } from '../../../components/rich-text/upload-editor-image';

beforeAll(async () => {
  // jsdom has no layout, and ProseMirror scrolls the caret into view after an insert.
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = noRects;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  Element.prototype.getClientRects = noRects;
  await loadNamespaces('journals');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearSnack();
});

/** The shell's snackbar, reduced to its text. */
function SnackText() {
  const snack = useSnack();
  return snack ? <p data-testid="snack">{snack.message}</p> : null;
}

function renderEditor() {
  const onChange = vi.fn();
  renderWithProviders(
    <>
      <RichTextEditor
        label="Агуулга"
        initialHtml="<p>Эхлэл</p>"
        onChange={onChange}
        onBlur={() => {}}
        uploadImage={uploadEditorImage}
        testId="journal-editor"
      />
      <SnackText />
    </>,
  );
  return { onChange, input: screen.getByTestId('editor-image-input') as HTMLInputElement };
}

const jpeg = (name = 'scene.jpg') => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });
const imageButton = () => screen.getByRole('button', { name: 'Зураг оруулах (JPEG)' }) as HTMLButtonElement;

describe('the editor image button', () => {
  it('ignores a failed upload silently: no message, nothing inserted, and the next upload still works', async () => {
    setToken('t0ken');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('fetch', stubFetch({ '/api/user/api/v-user-useraddimage/': { status: 500, body: { detail: 'x' } } }));
    const { onChange, input } = renderEditor();

    fireEvent.change(input, { target: { files: [jpeg()] } });
    await waitFor(() => expect(warn).toHaveBeenCalled());
    await waitFor(() => expect(imageButton().disabled).toBe(false));
    expect(screen.queryByTestId('snack')).toBeNull();
    expect(screen.getByTestId('journal-editor').querySelector('img')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();

    vi.stubGlobal(
      'fetch',
      stubFetch({ '/api/user/api/v-user-useraddimage/': { body: { url: '/media/u/scene.jpg' } } }),
    );
    fireEvent.change(input, { target: { files: [jpeg()] } });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('src="/media/u/scene.jpg"')));
    expect(screen.queryByTestId('snack')).toBeNull();
  });

  it('refuses a file that is not a JPEG with the spec’s red message and uploads nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { input } = renderEditor();

    fireEvent.change(input, { target: { files: [new File(['x'], 'scene.png', { type: 'image/png' })] } });
    expect((await screen.findByTestId('snack')).textContent).toBe('Та JPEG өргөтгөлтэй зураг оруулна уу!');
    expect(fetch).not.toHaveBeenCalled();
  });
});
