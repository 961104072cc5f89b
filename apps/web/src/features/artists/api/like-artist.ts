import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ArtistDetail } from '@mfi/contract/artists.schemas';
import { apiRequest } from '../../../lib/api-client';
import { artistKeys } from './artist-keys';

export function likeArtist(slug: string): Promise<{ user_like: boolean; likes: number }> {
  return apiRequest('/artist/api-like-artist/', { method: 'POST', body: { slug } });
}

/** The heart flips and the count moves by one at once (part 2 section 4); a failure puts them back. */
export function useLikeArtist(slug: string) {
  const client = useQueryClient();
  const key = artistKeys.detail(slug);
  return useMutation({
    mutationFn: () => likeArtist(slug),
    onMutate: async () => {
      await client.cancelQueries({ queryKey: key, exact: true });
      const before = client.getQueryData<ArtistDetail>(key);
      if (before) {
        client.setQueryData<ArtistDetail>(key, {
          ...before,
          user_like: !before.user_like,
          likes: Math.max(0, before.likes + (before.user_like ? -1 : 1)),
        });
      }
      return { before };
    },
    onError: (_error, _vars, context) => {
      if (context?.before) client.setQueryData(key, context.before);
    },
    onSuccess: (data) => {
      client.setQueryData<ArtistDetail>(key, (current) => (current ? { ...current, ...data } : current));
    },
  });
}
