import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { MovieFormAnswer } from './create-movie';
import { movieKeys } from './movie-keys';

/** POST /movie/api-update-movie/ multipart: slug plus the create form's fields; images optional. */
export function updateMovie(body: FormData): Promise<MovieFormAnswer> {
  return apiRequest('/movie/api-update-movie/', { method: 'POST', body });
}

export function useUpdateMovie(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateMovie,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: movieKeys.page(slug) }),
        client.invalidateQueries({ queryKey: movieKeys.lists() }),
      ]),
  });
}
