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
