import type { z } from 'zod';
import type { movieSearchResponse } from '@mfi/contract/movies.schemas';
import { apiRequest } from '../../../lib/api-client';

/** GET /movie/api-search-movie-list/ {movie, festival: 1}: the festival's films by title, either script. */
export function searchFestivalMovies(movie: string): Promise<z.infer<typeof movieSearchResponse>['movie_list']> {
  return apiRequest<z.infer<typeof movieSearchResponse>>('/movie/api-search-movie-list/', {
    query: { movie, festival: 1 },
  }).then((d) => d.movie_list);
}
