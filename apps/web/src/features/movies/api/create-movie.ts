import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { titleFormResponse } from '@mfi/contract/catalogue.schemas';
import { apiRequest } from '../../../lib/api-client';
import { movieKeys } from './movie-keys';

export type MovieFormAnswer = z.infer<typeof titleFormResponse>;

/** POST /movie/api-create-movie/ multipart (poster, scene image, archive images, fields with lists as JSON). */
export function createMovie(body: FormData): Promise<MovieFormAnswer> {
  return apiRequest('/movie/api-create-movie/', { method: 'POST', body });
}

export function useCreateMovie() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createMovie,
    onSuccess: () => client.invalidateQueries({ queryKey: movieKeys.lists() }),
  });
}
