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
const listed = () => screen.queryAllByRole('listitem').map((item) => item.textContent);
function type(value: string, how: 'button' | 'enter' = 'button') {
  fireEvent.change(entry(), { target: { value } });
  if (how === 'button') fireEvent.click(addButton());
  else fireEvent.submit(entry().closest('form')!);
}

/** A fetch stub for the send call; records the bodies sent. */
function stubSend(answer: () => Promise<Response>) {
  const bodies: unknown[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost').pathname;
    bodies.push({ path, body: JSON.parse(String(init?.body)) });
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

  it('sends the list, shows loading, then the server’s message and goes home', async () => {
    let answer!: (response: Response) => void;
    const sent = stubSend(() => new Promise((resolve) => (answer = resolve)));
    const { router } = renderAt('/auto-add/movie');
    type('550');
    type('603');
    fireEvent.click(sendButton());
    await waitFor(() => expect(sendButton().disabled).toBe(true));
    expect((screen.getByTestId('code-entry') as HTMLInputElement).disabled).toBe(true);
    expect(sent).toEqual([{ path: '/api/add-movie/', body: { list: ['550', '603'] } }]);
    answer(new Response(JSON.stringify({ success: true, message: '2 код нэмэгдлээ' })));
    expect(await screen.findByText('2 код нэмэгдлээ')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('alert').className).toMatch(/MuiAlert-colorSuccess/);
  });

  it('shows success false as a warning with the server’s message and still goes home', async () => {
    stubSend(() => json({ success: false, message: 'Бүгд хүлээгдэж байна!' }));
    const { router } = renderAt('/auto-update/serial');
    type('1399');
    fireEvent.click(sendButton());
    expect(await screen.findByText('Бүгд хүлээгдэж байна!')).toBeTruthy();
    expect(screen.getByRole('alert').className).toMatch(/MuiAlert-colorWarning/);
    expect(router.state.location.pathname).toBe('/');
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
