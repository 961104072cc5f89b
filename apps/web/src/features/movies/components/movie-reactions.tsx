import { MOVIE_REACTIONS } from '@mfi/contract/reactions';
import { ReactionSlots } from '../../../components/reaction-slots';
import type { MovieDetailResponse } from '../api/get-movie-detail';
import { movieKeys } from '../api/movie-keys';
import { reactToMovie } from '../api/react-to-movie';

/** The movie's three reaction slots (18 reactions) and its top reactions. */
export function MovieReactions({
  slug,
  data,
  signedIn,
}: {
  slug: string;
  data: MovieDetailResponse;
  signedIn: boolean;
}) {
  return (
    <ReactionSlots
      ns="movies"
      options={MOVIE_REACTIONS}
      value={data.user_reactions}
      top={data.top_reactions}
      signedIn={signedIn}
      detailKey={movieKeys.detail(slug)}
      react={(slot, reaction) => reactToMovie(slug, slot, reaction)}
    />
  );
}
