import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadNamespaces } from '../../../lib/i18n';
import { renderRoutes } from '../../../test/render';
import type { HomeJournal } from '../api/get-home-journals';
import { JournalCarousel, wrapIndex } from './journal-carousel';

beforeAll(() => loadNamespaces('home'));

const journal = (n: number): HomeJournal => ({
  image: `/media/journals/${n}.jpg`,
  title: `Нийтлэл ${n}`,
  slug: `niitlel-${n}`,
  main_type_slug: 'article',
  sub_type_slug: 'interview',
  main_type: 'Нийтлэл',
  main_type_en: 'Article',
  user_name: 'publisher',
  user_slug: 'publisher',
});

const render = (journals: HomeJournal[] | undefined) =>
  renderRoutes([{ path: '/', element: <JournalCarousel journals={journals} /> }], '/');
const active = () => screen.getAllByTestId('carousel-slide').find((s) => s.dataset.active === 'true')!;
const activeTitle = () => active().querySelector('a')!.textContent;

describe('the journal carousel', () => {
  it('wraps around both ways', () => {
    render([1, 2, 3, 4, 5].map(journal));
    expect(activeTitle()).toBe('Нийтлэл 1');
    fireEvent.click(screen.getByRole('button', { name: 'Өмнөх нийтлэл' }));
    expect(activeTitle()).toBe('Нийтлэл 5');
    fireEvent.click(screen.getByRole('button', { name: 'Дараах нийтлэл' }));
    expect(activeTitle()).toBe('Нийтлэл 1');
    for (let i = 0; i < 4; i++) fireEvent.click(screen.getByRole('button', { name: 'Дараах нийтлэл' }));
    expect(activeTitle()).toBe('Нийтлэл 5');
    fireEvent.click(screen.getByRole('button', { name: 'Дараах нийтлэл' }));
    expect(activeTitle()).toBe('Нийтлэл 1');
  });

  it('shows five at most, links each to its journal, and keeps the hidden slides out of reach', () => {
    render([1, 2, 3, 4, 5, 6].map(journal));
    const slides = screen.getAllByTestId('carousel-slide');
    expect(slides).toHaveLength(5);
    expect(active().querySelector('a')!.getAttribute('href')).toBe('/journal/article/interview/niitlel-1');
    expect(slides.filter((s) => s.hasAttribute('inert'))).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: '3-р нийтлэл рүү очих' }));
    expect(activeTitle()).toBe('Нийтлэл 3');
  });

  it('turns on a touch swipe, not on a mouse drag', () => {
    render([1, 2, 3].map(journal));
    const carousel = screen.getByTestId('journal-carousel');
    const swipe = (pointerType: string, from: number, to: number) => {
      fireEvent.pointerDown(carousel, { pointerType, clientX: from, clientY: 100 });
      fireEvent.pointerUp(carousel, { pointerType, clientX: to, clientY: 104 });
    };
    swipe('touch', 300, 200);
    expect(activeTitle()).toBe('Нийтлэл 2');
    swipe('touch', 100, 250);
    swipe('touch', 100, 250);
    expect(activeTitle()).toBe('Нийтлэл 3');
    swipe('mouse', 300, 100);
    expect(activeTitle()).toBe('Нийтлэл 3');
  });

  it('holds its place while loading and is gone without journals', () => {
    const { unmount } = render(undefined);
    expect(screen.getByTestId('carousel-loading')).toBeTruthy();
    unmount();
    render([]);
    expect(screen.queryByTestId('journal-carousel')).toBeNull();
  });

  it('counts around both ends', () => {
    expect([wrapIndex(-1, 5), wrapIndex(5, 5), wrapIndex(7, 5), wrapIndex(-6, 5)]).toEqual([4, 0, 2, 4]);
  });
});
