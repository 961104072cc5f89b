import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SerialListCard } from '@mfi/contract/lists.schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/auth-store';
import { renderRoutes, stubFetch } from '../../../test/render';
import { TitleLists } from './title-lists';

afterEach(() => vi.unstubAllGlobals());

const card = (over: Partial<SerialListCard> = {}): SerialListCard => ({
  id: 8,
  title: 'Монгол цувралууд',
  title_slug: 'mongol-tsuvraluud',
  about: 'Гэр бүлээрээ үзэх',
  top_list: false,
  user_slug: 'enhjin',
  user_name: 'Энхжин',
  user_image: null,
  list_likes: 2,
  user_like: false,
  created_at: '2026-11-24T10:00:00Z',
  serial_desc: false,
  serials: [{ id: 3, slug: 'ger-bul', serial_poster: null }],
  total_serials: 4,
  ...over,
});

const LISTED = '/api/serial/api-listed-serials/';
const LIKE = '/api/user/api/v-user-seriallistlike/';

function renderLists() {
  return renderRoutes(
    [{ path: '/', element: <TitleLists kind="serial" slug="ger-bul" title="Энэ цуврал орсон жагсаалтууд" /> }],
    '/',
  );
}

describe('the lists holding a title', () => {
  it('shows skeletons, then the lists as cards under the page’s heading, linking to each list', async () => {
    vi.stubGlobal('fetch', vi.fn(stubFetch({ [LISTED]: { body: { listed_serials: [card()] } } })));
    renderLists();
    const section = screen.getByTestId('title-lists-serial');
    expect(within(section).getByRole('heading', { name: 'Энэ цуврал орсон жагсаалтууд' })).toBeTruthy();
    expect(section.querySelector('[aria-busy="true"]')).not.toBeNull();
    await within(section).findByTestId('list-card');
    expect(section.querySelector('[aria-busy="true"]')).toBeNull();
    expect(within(section).getByRole('link', { name: 'Монгол цувралууд' }).getAttribute('href')).toBe(
      '/user/enhjin/serial-list/mongol-tsuvraluud',
    );
    expect(within(section).getByText('4 цуврал')).toBeTruthy();
  });

  it('shows nothing when no list holds the title', async () => {
    const fetch = vi.fn(stubFetch({ [LISTED]: { body: { listed_serials: [] } } }));
    vi.stubGlobal('fetch', fetch);
    renderLists();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByTestId('title-lists-serial')).toBeNull());
  });

  it('a guest’s heart asks to log in; a member’s flips on the title’s page and takes the server’s figures', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        stubFetch({
          [LISTED]: { body: { listed_serials: [card()] } },
          [LIKE]: { body: { user_like: true, list_likes: 7 } },
        }),
      ),
    );
    const guest = renderLists();
    await screen.findByTestId('list-card');
    fireEvent.click(screen.getByRole('button', { name: /Таалагдлаа/ }));
    await screen.findByRole('dialog', { name: 'Нэвтэрнэ үү' });
    guest.unmount();

    setToken('t0ken');
    renderLists();
    await screen.findByTestId('list-card');
    const heart = screen.getByRole('button', { name: /Таалагдлаа/ });
    expect(heart).toHaveProperty('disabled', false);
    fireEvent.click(heart);
    await waitFor(() => expect(screen.getByTestId('list-likes-8').textContent).toBe('7'));
    expect(screen.getByRole('button', { name: /Таалагдлаа/ }).getAttribute('aria-pressed')).toBe('true');
  });
});
