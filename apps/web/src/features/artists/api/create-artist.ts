import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { artistSavedResponse } from '@mfi/contract/artists.schemas';
import { apiRequest } from '../../../lib/api-client';
import { artistKeys } from './artist-keys';
import { artistFormData, type ArtistPayload } from './save-artist-payload';

export function createArtist(payload: ArtistPayload): Promise<z.infer<typeof artistSavedResponse>> {
  return apiRequest('/artist/api-create-artist/', { method: 'POST', body: artistFormData(payload) });
}

export function useCreateArtist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createArtist,
    onSuccess: () => client.invalidateQueries({ queryKey: artistKeys.lists() }),
  });
}
