import { act, screen } from '@testing-library/react';
import type { NotificationItem } from '@mfi/contract/notifications.schemas';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadNamespaces, setLanguage } from '../../../lib/i18n';
import { renderRoutes } from '../../../test/render';
import { NotificationRow } from './notification-row';

beforeAll(() => loadNamespaces('notifications'));
afterEach(() => setLanguage('mn'));

const like: NotificationItem = {
  id: 1,
  type: 'movie_review_like',
  actor_slug: 'bat',
  actor_name: 'Бат',
  actor_photo: null,
  object_title: 'Цогт тайж',
  object_title_en: 'Tsogt Taij',
  user_slug: 'saraa',
  message_id: null,
  comment_id: null,
  slug: 'tsogt-taij',
  serial_slug: null,
  season_slug: null,
  episode_slug: null,
  type_slug: null,
  sub_type_slug: null,
  created_at: '2026-01-02T03:04:05Z',
  seen: true,
};

const renderRow = (item: NotificationItem) =>
  renderRoutes([{ path: '/', element: <NotificationRow item={item} onOpen={() => undefined} /> }], '/');

describe('a notification', () => {
  it('names a movie by its Mongolian title in Mongolian and its international one in English', async () => {
    renderRow(like);
    const row = await screen.findByTestId('notification');
    expect(row.textContent).toContain('«Цогт тайж»');
    expect(screen.getByText('Цогт тайж').getAttribute('lang')).toBe('mn');
    act(() => setLanguage('en'));
    expect(row.textContent).toContain('«Tsogt Taij»');
    expect(row.textContent).not.toContain('Цогт тайж');
    // The actor's name is a name: shown as written, marked Mongolian.
    expect(screen.getByText('Бат').getAttribute('lang')).toBe('mn');
  });

  it('keeps what has no other name (a list) as written, marked Mongolian in English', async () => {
    setLanguage('en');
    renderRow({ ...like, type: 'movie_list_like', object_title: 'Миний жагсаалт', object_title_en: null });
    expect((await screen.findByText('Миний жагсаалт')).getAttribute('lang')).toBe('mn');
  });
});
