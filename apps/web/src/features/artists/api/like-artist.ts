import type { ArtistDetail } from '@mfi/contract/artists.schemas';
import { apiRequest } from '../../../lib/api-client';
import { flipLike, useOptimisticToggle } from '../../../lib/optimistic-toggle';
import { artistKeys } from './artist-keys';

type ArtistLikeAnswer = { user_like: boolean; likes: number };

export function likeArtist(slug: string): Promise<ArtistLikeAnswer> {
  return apiRequest('/artist/api-like-artist/', { method: 'POST', body: { slug } });
}

/** The heart flips and the count moves by one at once (part 2 section 4); a failure puts them back. */
export function useLikeArtist(slug: string) {
  return useOptimisticToggle<ArtistDetail, void, ArtistLikeAnswer>({
    queryKey: artistKeys.detail(slug),
    exact: true,
    send: () => likeArtist(slug),
    flip: (artist) => {
      const { liked, count } = flipLike(artist.user_like, artist.likes);
      return { ...artist, user_like: liked, likes: count };
    },
    settle: (artist, answer) => ({ ...artist, ...answer }),
  });
}
