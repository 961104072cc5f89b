import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppSnackbar } from '../../../app/shell/app-snackbar';
import { loadNamespaces } from '../../../lib/i18n';
import { clearSnack } from '../../../lib/snackbar';
import { renderRoutes } from '../../../test/render';
import { codeAddPages } from '../pages/code-add-pages';

// The code-add screen (part 2 sections 5 and 7): the list it builds, the entry rule, and the answers.

const INVALID = 'Хоосон зай болон үсэг авч болохгүй, мөн код давхардсан эсэхээ шалгана уу!';

function renderAt(path: '/auto-add/movie' | '/auto-update/serial') {
  const Screen = path === '/auto-add/movie' ? codeAddPages['auto-add-movie'] : codeAddPages['auto-update-serial'];
  // The shell's snackbar stays on screen across the navigation, as in the app.
  return renderRoutes(
    [
      {
        Component: () => (
          <>
            <Outlet />
            <AppSnackbar />
          </>
        ),
        children: [
          { path: '/', Component: () => <h1>Нүүр</h1> },
          { path, Component: Screen },
        ],
      },
    ],
    path,
  );
}

const entry = () => screen.getByTestId('code-entry') as HTMLInputElement;
const addButton = () => screen.getByRole('button', { name: 'Нэмэх' });
const sendButton = () => screen.getByRole('button', { name: 'Илгээх' }) as HTMLButtonElement;
const listed = () =>
  (screen.queryByRole('list', { name: 'Илгээх кодууд' })?.querySelectorAll('li') ?? []).length === 0
    ? []
    : [...screen.getByRole('list', { name: 'Илгээх кодууд' }).querySelectorAll('li')].map((item) => item.textContent);
function type(value: string, how: 'button' | 'enter' = 'button') {
  fireEvent.change(entry(), { target: { value } });
  if (how === 'button') fireEvent.click(addButton());
  else fireEvent.submit(entry().closest('form')!);
}

const BATCH = '0f8e9a52-5c8e-4c4b-9d35-3f2b8a1d7e60';
const row = (code: number, status: string, extra: object = {}) => ({
  id: code,
  kind: 'movie',
  code,
  status,
  reason: null,
  attempts: status === 'queued' ? 0 : 1,
  batch: BATCH,
  requested_by: 'main',
  created_at: '2026-11-28T08:00:00.000Z',
  finished_at: null,
  item: null,
  ...extra,
});
/** The importer's answer to GET /admin/imports/: a batch's progress when asked for one. */
let importsAnswer = (batch: string | null) => ({
  results: [row(550, 'done', { item: { slug: 'the-matrix-1999', title: 'Матриц' } }), row(603, 'running')],
  count: 2,
  importer_enabled: true,
  progress: batch ? { total: 2, queued: 0, running: 1, done: 1, failed: 0 } : null,
});

/** A fetch stub: the send call answers `answer()` and records the bodies sent; the state list answers importsAnswer. */
function stubSend(answer: () => Promise<Response>) {
  const bodies: unknown[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
    if (url.pathname === '/api/admin/imports/') return json(importsAnswer(url.searchParams.get('batch')));
    bodies.push({ path: url.pathname, body: JSON.parse(String(init?.body)) });
    return answer();
  });
  return bodies;
}
const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));

beforeAll(() => loadNamespaces('codeAdd'));
afterEach(() => {
  vi.unstubAllGlobals();
  clearSnack();
});

describe('code-add screen', () => {
  it('shows the route’s title and keeps Send disabled while the list is empty', async () => {
    renderAt('/auto-add/movie');
    expect(await screen.findByRole('heading', { level: 1, name: 'Кино код нэмэх' })).toBeTruthy();
    expect(screen.getByText('Код нэмээгүй байна.')).toBeTruthy();
    expect(sendButton().disabled).toBe(true);
  });

  it('adds codes with the button or Enter, as removable rows, and clears the field', () => {
    renderAt('/auto-add/movie');
    type('550');
    type('603', 'enter');
    expect(listed()).toEqual(['550', '603']);
    expect(entry().value).toBe('');
    expect(sendButton().disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: '550 кодыг хасах' }));
    expect(listed()).toEqual(['603']);
    fireEvent.click(screen.getByRole('button', { name: '603 кодыг хасах' }));
    expect(listed()).toEqual([]);
    expect(sendButton().disabled).toBe(true);
  });

  it('refuses letters, spaces, empty entries and repeats with the spec’s message, keeping the entry', () => {
    renderAt('/auto-add/movie');
    type('550');
    for (const bad of ['55a', ' 12', '1 2', '', '550', '0550']) {
      type(bad);
      expect(screen.getByText(INVALID)).toBeTruthy();
      expect(entry().value).toBe(bad);
      expect(listed()).toEqual(['550']);
    }
    fireEvent.change(entry(), { target: { value: '6' } });
    expect(screen.queryByText(INVALID)).toBeNull(); // typing clears the message
  });

  it('takes at most 2 codes for the serial update', async () => {
    renderAt('/auto-update/serial');
    expect(await screen.findByRole('heading', { level: 1, name: 'Цуврал шинэчлэх код' })).toBeTruthy();
    type('1');
    type('2');
    type('3');
    expect(listed()).toEqual(['1', '2']);
    expect(screen.getByText('Цуврал шинэчлэх код хамгийн ихдээ 2 байна!')).toBeTruthy();
  });

  it('sends the list, shows loading, then the server’s message, and stays to follow the send', async () => {
    let answer!: (response: Response) => void;
    const sent = stubSend(() => new Promise((resolve) => (answer = resolve)));
    const { router } = renderAt('/auto-add/movie');
    type('550');
    type('603');
    fireEvent.click(sendButton());
    await waitFor(() => expect(sendButton().disabled).toBe(true));
    expect((screen.getByTestId('code-entry') as HTMLInputElement).disabled).toBe(true);
    expect(sent).toEqual([{ path: '/api/add-movie/', body: { list: ['550', '603'] } }]);
    answer(new Response(JSON.stringify({ success: true, message: '2 код нэмэгдлээ', batch: BATCH })));
    expect(await screen.findByText('2 код нэмэгдлээ')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auto-add/movie');
    expect(screen.getByText('2 код нэмэгдлээ').closest('.MuiAlert-root')!.className).toMatch(/MuiAlert-colorSuccess/);
    expect(listed()).toEqual([]); // the sent list is emptied
    // The send's progress and each code's state: the draft's link once done.
    expect(
      await screen.findByText('Илгээлт: 2-аас 1 дууссан (1 ноорог, 0 амжилтгүй), 0 хүлээгдэж, 1 импортлож байна.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Матриц' }).getAttribute('href')).toBe('/movie/the-matrix-1999/detail');
    expect(screen.getByText('Импортлож байна')).toBeTruthy();
  });

  it('shows success false as a warning with the server’s message', async () => {
    stubSend(() => json({ success: false, message: 'Бүгд хүлээгдэж байна!' }));
    renderAt('/auto-update/serial');
    type('1399');
    fireEvent.click(sendButton());
    expect(await screen.findByText('Бүгд хүлээгдэж байна!')).toBeTruthy();
    expect(screen.getByRole('alert').className).toMatch(/MuiAlert-colorWarning/);
    expect(listed()).toEqual(['1399']); // nothing was queued: the list stays to fix
  });

  it('says why codes wait when the site has no TMDB key, and shows a failure’s reason', async () => {
    const before = importsAnswer;
    importsAnswer = () => ({
      ...before(null),
      results: [row(99, 'failed', { reason: 'not_found' })],
      importer_enabled: false,
    });
    try {
      stubSend(() => json({}));
      renderAt('/auto-add/movie');
      expect(await screen.findByText(/TMDB-ийн түлхүүр тохируулаагүй/)).toBeTruthy();
      expect(screen.getByText('TMDB энэ кодыг мэдэхгүй байна.')).toBeTruthy();
    } finally {
      importsAnswer = before;
    }
  });

  it('shows the red webmaster message on a network failure and stays, ready to send again', async () => {
    stubSend(() => Promise.reject(new TypeError('Failed to fetch')));
    const { router } = renderAt('/auto-add/movie');
    type('550');
    fireEvent.click(sendButton());
    expect(await screen.findByText('Алдаа гарлаа, webmaster -тай холбогдоно уу!')).toBeTruthy();
    expect(screen.getByRole('alert').className).toMatch(/MuiAlert-colorError/);
    expect(router.state.location.pathname).toBe('/auto-add/movie');
    await waitFor(() => expect(sendButton().disabled).toBe(false));
    expect(listed()).toEqual(['550']);
  });
});
