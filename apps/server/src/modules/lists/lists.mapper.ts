import type {
  HomeListedMoviesResponse,
  HomeListedSerialsResponse,
  ListKind,
  MovieListCard,
  MovieListDetail,
  MovieListEntry,
  SerialListCard,
  SerialListDetail,
  SerialListEntry,
  UserMovieListsResponse,
  UserSerialListsResponse,
} from '@mfi/contract/lists.schemas';
import type { MediaUrls } from '../../lib/storage';
import type { ListCardRow, ListEntryRow } from './lists.queries';

// Rows → the spec's list shapes (part 1 section 6 "List"): the same head for both kinds, the title's name
// in the keys that differ (movies/serials, movie_poster/serial_poster, total_movies/total_serials …).

export type CardOf = { movie: MovieListCard; serial: SerialListCard };
export type EntryOf = { movie: MovieListEntry; serial: SerialListEntry };
export type DetailOf = { movie: MovieListDetail; serial: SerialListDetail };
export type PageOf = { movie: UserMovieListsResponse; serial: UserSerialListsResponse };
/** A rail of cards (home, a title's listed lists) under the key the spec names. */
export type RailOf = { movie: HomeListedMoviesResponse; serial: HomeListedSerialsResponse };

/** A card as every reader sees it; `user_like` is the reader's, set per request (withUserLikes). */
export function toListCard<K extends ListKind>(media: MediaUrls, kind: K, row: ListCardRow): CardOf[K] {
  const head = {
    id: row.id,
    title: row.title,
    title_slug: row.slug,
    about: row.about,
    top_list: row.topList,
    user_slug: row.userSlug,
    user_name: row.userName,
    user_image: media.urlOf(row.userImage),
    list_likes: row.likesCount,
    user_like: false,
    created_at: row.createdAt.toISOString(),
  };
  const posters = row.posters.map((p) => ({ id: p.id, slug: p.slug, poster: media.urlOf(p.poster) }));
  const card =
    kind === 'movie'
      ? {
          ...head,
          movie_desc: row.showDescriptions,
          movies: posters.map(({ poster, ...p }) => ({ ...p, movie_poster: poster })),
          total_movies: row.totalItems,
        }
      : {
          ...head,
          serial_desc: row.showDescriptions,
          serials: posters.map(({ poster, ...p }) => ({ ...p, serial_poster: poster })),
          total_serials: row.totalItems,
        };
  return card as CardOf[K];
}

export function toListEntry<K extends ListKind>(media: MediaUrls, kind: K, row: ListEntryRow): EntryOf[K] {
  const poster = media.urlOf(row.poster);
  const entry = {
    id: row.id,
    slug: row.slug,
    international_title: row.iTitle,
    mongol_title: row.mTitle,
    year: row.year,
    description: row.description,
    ...(kind === 'movie' ? { movie_poster: poster } : { serial_poster: poster }),
  };
  return entry as EntryOf[K];
}

/** Where a rail's cards go in its answer (the spec's key). */
export const railKey = <K extends ListKind>(kind: K) =>
  (kind === 'movie' ? 'listed_movies' : 'listed_serials') as keyof RailOf[K];

export const toRail = <K extends ListKind>(kind: K, cards: CardOf[K][]) =>
  ({ [railKey(kind)]: cards }) as unknown as RailOf[K];

/** The reader's likes on cards computed for everyone. */
export const withUserLikes = <C extends { id: number }>(cards: C[], liked: Set<number>): C[] =>
  liked.size ? cards.map((card) => (liked.has(card.id) ? { ...card, user_like: true } : card)) : cards;
