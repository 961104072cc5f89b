import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render';
import { Poster } from './poster';

const TO = '/movie/tsogt-taij/detail';

describe('a poster link', () => {
  it('is named by the title when it has no image and stands alone', () => {
    renderRoutes([{ path: '/', element: <Poster src={null} alt="Цогт тайж" to={TO} /> }], '/');
    expect(screen.getByRole('link', { name: 'Цогт тайж' }).getAttribute('href')).toBe(TO);
  });

  it('beside a title link to the same page, is one tab stop and one name less (pointer only)', () => {
    const card = (
      <div>
        <Poster src="/media/tsogt.jpg" alt="Цогт тайж" to={TO} besideTitleLink />
        <a href={TO}>Цогт тайж</a>
      </div>
    );
    const { container } = renderRoutes([{ path: '/', element: card }], '/');
    expect(screen.getAllByRole('link', { name: 'Цогт тайж' })).toHaveLength(1);
    const poster = container.querySelector(`a[aria-hidden="true"]`);
    expect(poster?.getAttribute('href')).toBe(TO);
    expect(poster?.getAttribute('tabindex')).toBe('-1');
  });
});

describe('a poster image', () => {
  it('offers the WebP copies of a stored JPEG, the JPEG itself staying the fallback', () => {
    const { container } = renderRoutes([{ path: '/', element: <Poster src="/media/p/ab.jpg" alt="Цогт тайж" /> }], '/');
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/media/p/ab.jpg');
    expect(img?.getAttribute('srcset')).toBe(
      '/media/p/ab.w160.webp 160w, /media/p/ab.w320.webp 320w, /media/p/ab.w640.webp 640w, /media/p/ab.w1280.webp 1280w',
    );
    expect(img?.getAttribute('sizes')).toBe('(min-width: 600px) 220px, 50vw');
  });

  it('as the page lead, is the one copy the page head preloads, fetched first', () => {
    const { container } = renderRoutes(
      [{ path: '/', element: <Poster src="/media/p/ab.jpg" alt="Цогт тайж" priority /> }],
      '/',
    );
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/media/p/ab.w640.webp');
    expect(img?.hasAttribute('srcset')).toBe(false);
    expect(img?.getAttribute('loading')).toBe('eager');
  });
});
