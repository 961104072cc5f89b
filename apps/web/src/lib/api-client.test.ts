import { afterEach, describe, expect, it, vi } from 'vitest';

// The server puts a guest's first detail answer in the page (modules/page-heads/page-answers.ts).
const URL_OF_MOVIE = '/api/movie/api-movie-detail/?slug=tsogt-taij';
const answer = { movie_detail: { slug: 'tsogt-taij', m_title: 'Цогт тайж' } };

async function freshClient(answers: Record<string, unknown>) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'page-answers';
  script.textContent = JSON.stringify(answers);
  document.head.append(script);
  vi.resetModules();
  return import('./api-client');
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.getElementById('page-answers')?.remove();
});

describe("the page's answers", () => {
  it('answer the first read of their address without a request, once; the next read asks the server', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ fresh: true }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const { apiRequest } = await freshClient({ [URL_OF_MOVIE]: answer });
    expect(document.getElementById('page-answers')).toBeNull();
    expect(await apiRequest('/movie/api-movie-detail/', { query: { slug: 'tsogt-taij' } })).toEqual(answer);
    expect(fetch).not.toHaveBeenCalled();
    expect(await apiRequest('/movie/api-movie-detail/', { query: { slug: 'tsogt-taij' } })).toEqual({ fresh: true });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('are not taken by a member, whose answer is their own', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ fresh: true }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const { apiRequest } = await freshClient({ [URL_OF_MOVIE]: answer });
    const { tokenStore } = await import('./auth-store');
    tokenStore.set('abc');
    expect(await apiRequest('/movie/api-movie-detail/', { query: { slug: 'tsogt-taij' } })).toEqual({ fresh: true });
  });
});
