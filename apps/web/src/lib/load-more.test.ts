import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAllPages } from './load-more';

afterEach(() => vi.unstubAllGlobals());

describe('getAllPages', () => {
  it('reads load-more pages in order until the server says end_point', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      const page = Number(url.searchParams.get('loadMore'));
      asked.push(`${url.searchParams.get('slug')}:${page}`);
      return new Response(JSON.stringify({ roles: [`role ${page}`], end_point: page === 3 }));
    });
    expect(await getAllPages<string>('/movie/api-movie-role-list/', 'roles', { slug: 'tenger' })).toEqual([
      'role 1',
      'role 2',
      'role 3',
    ]);
    expect(asked).toEqual(['tenger:1', 'tenger:2', 'tenger:3']);
  });
});
