import type { z } from 'zod';
import type { movieArtistEntry } from '@mfi/contract/movies.schemas';
import { getAllPages } from '../../../lib/load-more';
import { useLoadMoreList } from './load-more';

export type MovieArtist = z.infer<typeof movieArtistEntry>;
const PATH = '/movie/api-movie-artist-list/';

/** GET /movie/api-movie-artist-list/ {slug, loadMore}: crew with comma-joined job names. */
export const useMovieArtists = (slug: string) => useLoadMoreList<'artists', MovieArtist>(slug, PATH, 'artists');

/** Every page at once, to prefill the update form's artist editor. */
export const getAllMovieArtists = (slug: string) => getAllPages<MovieArtist>(PATH, 'artists', { slug });
