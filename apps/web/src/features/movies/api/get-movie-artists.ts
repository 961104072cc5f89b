import type { z } from 'zod';
import type { movieArtistEntry } from '@mfi/contract/movies.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useLoadMoreList } from './load-more';

export type MovieArtist = z.infer<typeof movieArtistEntry>;
const PATH = '/movie/api-movie-artist-list/';

/** GET /movie/api-movie-artist-list/ {slug, loadMore}: crew with comma-joined job names. */
export const useMovieArtists = (slug: string) => useLoadMoreList<'artists', MovieArtist>(slug, PATH, 'artists');

/** Every page at once, to prefill the update form's artist editor. */
export async function getAllMovieArtists(slug: string): Promise<MovieArtist[]> {
  const all: MovieArtist[] = [];
  for (let page = 1; page < 100; page++) {
    const data = await apiRequest<{ artists: MovieArtist[]; end_point: boolean }>(PATH, {
      query: { slug, loadMore: page },
    });
    all.push(...data.artists);
    if (data.end_point) break;
  }
  return all;
}
