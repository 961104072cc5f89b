import { describe, expect, it } from 'vitest';
import { href, safeRedirect } from './routes';

describe('routes', () => {
  it('fills and encodes params', () => {
    expect(href('movie-detail', { slug: 'tengeriin-ohin-2019' })).toBe('/movie/tengeriin-ohin-2019/detail');
    expect(href('reset-password', { uid: 'MQ', token: 'a/b' })).toBe('/password/reset/confirm/MQ/a%2Fb');
    expect(href('login', undefined, { redirect: '/user/x?page=2' })).toBe('/login?redirect=%2Fuser%2Fx%3Fpage%3D2');
  });

  it('only redirects within the site', () => {
    expect(safeRedirect('/user/x?page=2')).toBe('/user/x?page=2');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect(null)).toBe('/');
  });
});
