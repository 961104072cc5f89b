import type { ReactNode } from 'react';
import { TitleSections, type TitleSectionCalls, type JournalsMore } from '../../../components/catalogue/title-extras';
import { useListedMovies } from '../api/get-listed-movies';
import { useMovieArtists } from '../api/get-movie-artists';
import { useMovieAwards } from '../api/get-movie-awards';
import { type MovieJournal, useMovieJournals } from '../api/get-movie-journals';
import { useMovieRoles } from '../api/get-movie-roles';
import { useRelatedMovies, type RelatedKind } from '../api/get-related-movies';
import { MovieCardItem } from './movie-card-grid';
import { MOVIE_KIND } from './movie-kind';

const CALLS = {
  useAwards: useMovieAwards,
  useArtists: useMovieArtists,
  useRoles: useMovieRoles,
  useRelated: useRelatedMovies,
  useListed: useListedMovies,
  useJournals: useMovieJournals,
} satisfies TitleSectionCalls<unknown, RelatedKind, unknown>;

/** The rails of a movie's page: its collection, then similar and suggested movies. */
const RAILS: Record<RelatedKind, string> = {
  collection: 'detail.collectionMovies',
  similar: 'detail.similar',
  suggested: 'detail.suggested',
};

/** The movie page's sections below the plot (components/catalogue draws them from the movie's calls). */
export function MovieSections({
  slug,
  journals,
}: {
  slug: string;
  /** The journal cards, drawn by the journals feature (the page's route passes them). */
  journals(items: MovieJournal[], more: JournalsMore): ReactNode;
}) {
  return (
    <TitleSections
      kind={MOVIE_KIND}
      slug={slug}
      calls={CALLS}
      rails={RAILS}
      card={{ key: (movie) => movie.id, draw: (movie) => <MovieCardItem movie={movie} width={140} /> }}
      journals={journals}
    />
  );
}
