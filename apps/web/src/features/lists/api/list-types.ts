import type { Permissions } from '@mfi/contract/permissions.schemas';
import type {
  ListKind,
  MovieListCard,
  MovieListDetail,
  MovieListEntry,
  SerialListCard,
  SerialListDetail,
} from '@mfi/contract/lists.schemas';

// The contract names a list's titles per kind (movies/movie_poster/total_movies/movie_list against
// serials/serial_poster/total_serials/serial_list); the screens are the same for both, so each call's
// answer becomes one shape here, with its kind beside it.

type ListHead = Omit<MovieListCard, 'movie_desc' | 'movies' | 'total_movies'>;

/** A title's poster on a card: the first few titles of the list, in its order. */
export type ListPoster = { id: number; slug: string; poster: string | null };

export type ListCard = ListHead & {
  kind: ListKind;
  /** The list shows each title's description (movie_desc / serial_desc). */
  show_desc: boolean;
  posters: ListPoster[];
  total: number;
};

export type ListDetailEntry = Omit<MovieListEntry, 'movie_poster'> & { poster: string | null };

export type ListDetail = ListCard & Permissions & { entries: ListDetailEntry[] };

/** One page of a user's lists: `pageCount` pages in all; `can_create`, the caller adds one here (their own page). */
export type ListPage = { lists: ListCard[]; count: number; pageCount: number } & Pick<Permissions, 'can_create'>;

export function toListCard(raw: MovieListCard | SerialListCard): ListCard {
  if ('movies' in raw) {
    const { movie_desc, movies, total_movies, ...head } = raw;
    return {
      ...head,
      kind: 'movie',
      show_desc: movie_desc,
      posters: movies.map((m) => ({ id: m.id, slug: m.slug, poster: m.movie_poster })),
      total: total_movies,
    };
  }
  const { serial_desc, serials, total_serials, ...head } = raw;
  return {
    ...head,
    kind: 'serial',
    show_desc: serial_desc,
    posters: serials.map((s) => ({ id: s.id, slug: s.slug, poster: s.serial_poster })),
    total: total_serials,
  };
}

export function toListDetail(raw: MovieListDetail | SerialListDetail): ListDetail {
  if ('movie_list' in raw) {
    const { movie_list, can_edit, can_delete, ...card } = raw;
    return {
      ...toListCard(card),
      can_edit,
      can_delete,
      entries: movie_list.map(({ movie_poster, ...entry }) => ({ ...entry, poster: movie_poster })),
    };
  }
  const { serial_list, can_edit, can_delete, ...card } = raw;
  return {
    ...toListCard(card),
    can_edit,
    can_delete,
    entries: serial_list.map(({ serial_poster, ...entry }) => ({ ...entry, poster: serial_poster })),
  };
}
