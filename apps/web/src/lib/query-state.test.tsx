import { act, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { Link } from 'react-router';
import { renderRoutes } from '../test/render';
import { useCatalogueQuery } from './query-state';

const defaults = { page: '1', search: '', sort: '1', country: '' };
const latest: { controls?: ReturnType<typeof useCatalogueQuery<typeof defaults>> } = {};

function Catalogue() {
  const controls = useCatalogueQuery(defaults);
  useEffect(() => {
    latest.controls = controls;
  });
  const [state] = controls;
  return (
    <>
      <output>{JSON.stringify(state)}</output>
      <Link to="/mongol-artist">mongol</Link>
    </>
  );
}

const routeTable = [
  { id: 'artist-list', path: '/artist', Component: Catalogue },
  { id: 'mongol-artist-list', path: '/mongol-artist', Component: Catalogue },
];

function shown() {
  return JSON.parse(screen.getByRole('status').textContent ?? '{}') as typeof defaults;
}

describe('useCatalogueQuery', () => {
  it('reads the state from the query and fills the rest with defaults', () => {
    renderRoutes(routeTable, '/artist?page=3&search=tsogt&other=x');
    expect(shown()).toEqual({ page: '3', search: 'tsogt', sort: '1', country: '' });
  });

  it('goes back to page 1 when search or sort change, not when the page changes', () => {
    const { router } = renderRoutes(routeTable, '/artist?page=3');
    act(() => latest.controls![1]({ page: '4' }));
    expect(shown().page).toBe('4');
    act(() => latest.controls![1]({ sort: '2' }));
    expect(shown()).toMatchObject({ page: '1', sort: '2' });
    act(() => latest.controls![1]({ page: '2' }));
    act(() => latest.controls![1]({ search: 'цогт' }));
    expect(shown()).toMatchObject({ page: '1', search: 'цогт', sort: '2' });
    // Defaults stay out of the URL.
    expect(router.state.location.search).not.toContain('page=');
    act(() => latest.controls![1]({ page: '2' }));
    act(() => latest.controls![1]({ sort: '2' })); // unchanged value: the page stays
    expect(shown().page).toBe('2');
  });

  it('reset restores every default', () => {
    const { router } = renderRoutes(routeTable, '/artist?page=2&sort=3&country=5&keep=1');
    act(() => latest.controls![2]());
    expect(shown()).toEqual(defaults);
    expect(router.state.location.search).toBe('?keep=1');
  });

  it('resets the filters when the route name changes', async () => {
    const { router } = renderRoutes(routeTable, '/artist?sort=3&country=5');
    await act(() => router.navigate('/mongol-artist?sort=4'));
    expect(shown()).toEqual(defaults);
    expect(router.state.location.pathname).toBe('/mongol-artist');
  });
});
