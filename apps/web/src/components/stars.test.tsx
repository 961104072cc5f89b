import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { Stars, starsOf } from './stars';

describe('Stars', () => {
  it('turns a 0-100 grade into five stars in half steps', () => {
    expect(starsOf(0)).toBe(0);
    expect(starsOf(100)).toBe(5);
    expect(starsOf(50)).toBe(2.5);
    expect(starsOf(84)).toBe(4); // 4.2 → 4
    expect(starsOf(85)).toBe(4.5); // 4.25 → 4.5
    expect(starsOf(93)).toBe(4.5); // 4.65 → 4.5
    expect(starsOf(96)).toBe(5); // 4.8 → 5
    expect(starsOf(13)).toBe(0.5);
  });

  it('shows the rounded value read-only, and no stars without a grade', () => {
    renderWithProviders(<Stars grade={77} />);
    expect(screen.getByRole('img', { name: '5-аас 4 од' })).toBeTruthy();
    renderWithProviders(<Stars grade={null} />);
    expect(screen.getByRole('img', { name: '5-аас 0 од' })).toBeTruthy();
  });
});
