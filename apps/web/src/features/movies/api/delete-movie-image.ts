import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { movieKeys } from './movie-keys';
import type { ArchiveImage } from './update-movie-images';

/** POST /movie/api-delete-movie-image/ {movie, id} -> success, images. */
export function deleteMovieImage(movie: number, id: number): Promise<{ success: boolean; images: ArchiveImage[] }> {
  return apiRequest('/movie/api-delete-movie-image/', { method: 'POST', body: { movie, id } });
}

export function useDeleteMovieImage(slug: string, movieId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteMovieImage(movieId, id),
    onSuccess: () => client.invalidateQueries({ queryKey: movieKeys.page(slug) }),
  });
}
