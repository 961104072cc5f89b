import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { CataloguePagination, NARROW_PAGINATION_QUERY } from './pagination';

function mockWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === NARROW_PAGINATION_QUERY && width >= 320 && width <= 480,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
  window.matchMedia = globalThis.matchMedia;
}

/** The slots between the previous and next arrows: page numbers and ellipses. */
function slots(): HTMLElement[] {
  const items = within(screen.getByRole('navigation')).getAllByRole('listitem');
  return items.slice(1, -1);
}

describe('CataloguePagination', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows 7 page slots on wide screens', () => {
    mockWidth(1280);
    renderWithProviders(<CataloguePagination page={10} pageCount={20} onChange={() => {}} />);
    expect(slots()).toHaveLength(7);
    expect(screen.getByRole('button', { name: '11-р хуудас' })).toBeTruthy();
  });

  it('keeps 7 page slots on a phone when the list asks for 7 (journal list)', () => {
    mockWidth(320);
    renderWithProviders(<CataloguePagination page={10} pageCount={20} onChange={() => {}} links={7} />);
    expect(slots()).toHaveLength(7);
  });

  it('shows 5 page slots at 320-480 px', () => {
    mockWidth(360);
    renderWithProviders(<CataloguePagination page={10} pageCount={20} onChange={() => {}} />);
    expect(slots()).toHaveLength(5);
    expect(screen.queryByRole('button', { name: '11-р хуудас' })).toBeNull();
  });

  it('reports the chosen page and hides itself for a single page', () => {
    mockWidth(1280);
    const onChange = vi.fn();
    const { unmount } = renderWithProviders(<CataloguePagination page={1} pageCount={3} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: '3-р хуудас' }));
    expect(onChange).toHaveBeenCalledWith(3);
    unmount();
    renderWithProviders(<CataloguePagination page={1} pageCount={1} onChange={onChange} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
