import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { signedInPages } from '@mfi/contract/routes';
import { routes, type RouteName } from '../lib/routes';
import { renderRoutes } from '../test/render';
import { routeTree } from './router';

function ids(tree: RouteObject[]): string[] {
  return tree.flatMap((route) => [...(route.id ? [route.id] : []), ...ids(route.children ?? [])]);
}

/** The ids of the routes above `id` in the tree, root first; undefined when it is not there. */
function ancestorsOf(id: string, tree: RouteObject[] = routeTree, above: string[] = []): string[] | undefined {
  for (const route of tree) {
    if (route.id === id) return above;
    const found = ancestorsOf(id, route.children ?? [], route.id ? [...above, route.id] : above);
    if (found) return found;
  }
  return undefined;
}

describe('route table', () => {
  it('has every spec route name once', () => {
    const all = ids(routeTree);
    expect(new Set(all).size).toBe(all.length);
    expect(Object.keys(routes).filter((name) => !all.includes(name))).toEqual([]);
  });

  it('opens a member’s page, board lists and user lists to guests; the image library and editors stay behind login', () => {
    // Issue 26, decision 027: the spec's client guard on /user/... is left out on purpose.
    for (const id of ['user-profile', 'user-feed', 'user-movie-reviews', 'user-movie-list', 'user-serial-list-detail'])
      expect(ancestorsOf(id)?.filter((above) => above.startsWith('guard-'))).toEqual([]);
    for (const id of ['user-images', 'account-sessions', 'movie-list-create', 'serial-list-update'])
      expect(ancestorsOf(id)).toContain('guard-auth');
    // The Articles section keeps its power's guard, which asks a guest to log in first.
    expect(ancestorsOf('user-unpublished-journals')).toContain('guard-see_journal_drafts-user-area');
  });

  it('guards exactly the pages the contract lists as signed-in (the server answers them with noindex)', () => {
    const guarded = (Object.keys(routes) as RouteName[]).filter((name) =>
      ancestorsOf(name)?.some((above) => above.startsWith('guard-') && above !== 'guard-guest'),
    );
    expect(guarded.sort()).toEqual([...signedInPages].sort());
  });

  it('renders the not-found page for an unknown path, inside the shell', async () => {
    renderRoutes(routeTree, '/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Хуудас олдсонгүй' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Нүүр хуудас руу буцах' })).toBeTruthy();
    // Named by what it shows (label in name), with what it does as its title.
    expect(screen.getByRole('button', { name: 'EN' }).title).toBe('Хэл солих');
    expect(screen.getByRole('link', { name: 'MFI' }).title).toBe('Монголын Кино Институт');
  });

  it("renders the under-construction page at the spec's own route", async () => {
    renderRoutes(routeTree, '/under-construction');
    expect(await screen.findByRole('heading', { name: 'Хуудас бэлтгэгдэж байна' })).toBeTruthy();
  });
});
