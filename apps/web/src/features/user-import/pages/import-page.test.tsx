import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ImportPreview } from '@mfi/contract/user-import.schemas';
import { i18n, loadNamespaces } from '../../../lib/i18n';
import { renderRoutes } from '../../../test/render';
import { ImportPage } from './import-page';

// The import page (issue 29 part 2): a refused file's message in the reader's language, the preview with the
// ambiguous row's picker, and the confirm that sends the choice.

const title = (id: number, name: string, year: number) => ({
  kind: 'movie' as const,
  id,
  slug: `m-${id}`,
  title: name,
  title_en: name,
  year,
  poster: null,
});
const uses = { diary: 1, ratings: 0, watched: 0, watchlist: 0, lists: 0 };
const PREVIEW: ImportPreview = {
  id: 7,
  matched: 1,
  ambiguous: 1,
  missing: 1,
  rows: [
    {
      row: 0,
      name: 'Цогт тайж',
      year: 1945,
      status: 'matched',
      match: title(1, 'Цогт тайж', 1945),
      choices: [],
      queued: false,
      uses,
    },
    {
      row: 1,
      name: 'Three Colours',
      year: 1993,
      status: 'ambiguous',
      match: null,
      choices: [title(2, 'Гурван өнгө: Цэнхэр', 1993), title(3, 'Гурван өнгө: Улаан', 1994)],
      queued: false,
      uses,
    },
    { row: 2, name: 'Nowhere', year: 2011, status: 'missing', match: null, choices: [], queued: false, uses },
  ],
};

function stub(upload: { status: number; body: unknown }) {
  const sent: { path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const body =
      init?.body instanceof FormData ? Object.fromEntries(init.body) : init?.body && JSON.parse(String(init.body));
    sent.push({ path, body });
    const answer = path.endsWith('/v-user-import/') ? upload : { status: 200, body: { id: 7, state: 'queued' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  return sent;
}

const render = () => renderRoutes([{ path: '/account/import', Component: ImportPage }], '/account/import');
const pick = (name: string) =>
  fireEvent.change(screen.getByTestId('import-file'), {
    target: { files: [new File(['Date,Name,Year,Letterboxd URI\n'], name, { type: 'text/csv' })] },
  });

beforeAll(() => loadNamespaces('userImport'));
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('mn');
});

describe('the import page', () => {
  it('shows a refused file’s message in the reader’s language', async () => {
    await i18n.changeLanguage('en');
    await loadNamespaces('userImport');
    stub({ status: 400, body: { file: ['CSV эсвэл ZIP файл оруулна уу!'] } });
    render();
    pick('photo.csv');
    fireEvent.click(screen.getByRole('button', { name: 'Upload and preview' }));
    expect(await screen.findByText('Please upload a CSV or ZIP file')).toBeTruthy();
  });

  it('previews the file, takes a choice for the ambiguous row and sends it with the confirm', async () => {
    const sent = stub({ status: 200, body: PREVIEW });
    render();
    pick('letterboxd.zip');
    fireEvent.click(screen.getByRole('button', { name: 'Оруулж урьдчилан харах' }));
    expect((await screen.findByTestId('import-counts')).textContent).toBe('Олдсон: 1 · сонгох: 1 · олдоогүй: 1');
    expect(sent[0]).toMatchObject({ path: '/api/user/api/v-user-import/', body: { source: 'letterboxd' } });
    const rows = screen.getAllByTestId('import-row');
    expect(rows.map((r) => r.dataset.status)).toEqual(['matched', 'ambiguous', 'missing']);
    fireEvent.mouseDown(within(rows[1]).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'Гурван өнгө: Улаан (1994)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Импортлох' }));
    await waitFor(() =>
      expect(sent.at(-1)).toEqual({
        path: '/api/user/api/v-user-import-confirm/',
        body: { id: 7, choices: [{ row: 1, kind: 'movie', id: 3 }] },
      }),
    );
  });
});
