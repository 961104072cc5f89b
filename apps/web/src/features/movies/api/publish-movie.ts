import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { MovieDetailResponse } from './get-movie-detail';
import { movieKeys } from './movie-keys';

/** POST /movie/api-publish-movie/ {movie} -> {publish}: contributors flip publication. */
export function publishMovie(movie: number): Promise<{ publish: boolean }> {
  return apiRequest('/movie/api-publish-movie/', { method: 'POST', body: { movie } });
}

/**
 * The publish toggle's action (the toggle itself flips the flag on screen and rolls it back on failure):
 * the server's answer is stored, and the catalogues refetch since the movie moved between lists.
 */
export function usePublishMovie(slug: string, movieId: number) {
  const client = useQueryClient();
  return async () => {
    const { publish } = await publishMovie(movieId);
    client.setQueriesData<MovieDetailResponse>({ queryKey: movieKeys.detail(slug) }, (old) =>
      old ? { ...old, movie_detail: { ...old.movie_detail, publish } } : old,
    );
    void client.invalidateQueries({ queryKey: movieKeys.lists() });
  };
}
