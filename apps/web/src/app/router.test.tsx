import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../lib/routes';
import { renderRoutes } from '../test/render';
import { routeTree } from './router';

function ids(tree: RouteObject[]): string[] {
  return tree.flatMap((route) => [...(route.id ? [route.id] : []), ...ids(route.children ?? [])]);
}

describe('route table', () => {
  it('has every spec route name once', () => {
    const all = ids(routeTree);
    expect(new Set(all).size).toBe(all.length);
    expect(Object.keys(routes).filter((name) => !all.includes(name))).toEqual([]);
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
