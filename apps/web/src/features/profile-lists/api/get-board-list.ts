import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { JournalCard } from '@mfi/contract/journals.schemas';
import type {
  EpisodeReviewEntry,
  MovieReviewEntry,
  ProfileArtistCard,
  ProfileDetailedReviewCard,
  ProfileTitleCard,
} from '@mfi/contract/profile-lists.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useAuthToken } from '../../../lib/auth-store';

// Every list of a member on the profile board (issue 15 item 8; part 1 section 7 "Profile area",
// docs/decisions/013-profile-lists.md): GET {slug, page, sort}, each answering its items under its own key
// with `count` (items the caller may see) and `page` (the number of pages).

/** The items each call answers, by the key it answers them under. */
interface BoardItems {
  movie_list: MovieReviewEntry;
  episode_list: EpisodeReviewEntry;
  results: ProfileTitleCard | ProfileDetailedReviewCard | ProfileArtistCard;
  api_user_journal_list: JournalCard;
}

/** One call: its path and the key of its items. */
export interface BoardCall<T> {
  path: string;
  items: keyof BoardItems;
  /** Phantom: the type of one item. */
  item?: T;
}

const call = <T>(path: string, items: keyof BoardItems): BoardCall<T> => ({ path: `/user/api/${path}/`, items });

export const boardCalls = {
  movieReviews: call<MovieReviewEntry>('v-user-moviereviewlist', 'movie_list'),
  episodeReviews: call<EpisodeReviewEntry>('v-user-episodereviewlist', 'episode_list'),
  movieDetailedReviews: call<ProfileDetailedReviewCard>('moviedetailedreviewlist', 'results'),
  episodeDetailedReviews: call<ProfileDetailedReviewCard>('episodedetailedreviewlist', 'results'),
  favoriteMovies: call<ProfileTitleCard>('v-user-favoritemovies', 'results'),
  favoriteShortMovies: call<ProfileTitleCard>('favoriteshortmovies', 'results'),
  favoriteSerials: call<ProfileTitleCard>('favoriteserials', 'results'),
  reactedMovies: call<ProfileTitleCard>('reactedmovies', 'results'),
  reactedSerials: call<ProfileTitleCard>('reactedserials', 'results'),
  watchMovies: call<ProfileTitleCard>('watchmovies', 'results'),
  watchSerials: call<ProfileTitleCard>('watchserials', 'results'),
  idols: call<ProfileArtistCard>('idollist', 'results'),
  publishedJournals: call<JournalCard>('v-user-journallist', 'api_user_journal_list'),
  unpublishedJournals: call<JournalCard>('v-user-unpublishedjournallist', 'api_user_journal_list'),
};

/** A page of a list, whichever key the call answers its items under. */
export interface BoardPage<T> {
  items: T[];
  count: number;
  pageCount: number;
}

export interface BoardParams {
  slug: string;
  page: number;
  sort: number;
}

/**
 * Everything the board shows is cached per token (the caller's own likes) under ['profileLists', path], so a like
 * flips the card on every cached page and sort of that list at once.
 */
export const boardKeys = {
  list: (path: string) => ['profileLists', path] as const,
  page: (path: string, params: BoardParams, token: string | null) =>
    ['profileLists', path, params.slug, params.page, params.sort, token] as const,
};

export function fetchBoardList<T>(
  call: BoardCall<T>,
  params: BoardParams,
  signal?: AbortSignal,
): Promise<BoardPage<T>> {
  return apiRequest<Record<string, unknown> & { count: number; page: number }>(call.path, {
    query: { slug: params.slug, page: params.page, sort: params.sort },
    signal,
  }).then((data) => ({ items: data[call.items] as T[], count: data.count, pageCount: data.page }));
}

export function useBoardList<T>(call: BoardCall<T>, params: BoardParams) {
  const token = useAuthToken();
  return useQuery({
    queryKey: boardKeys.page(call.path, params, token),
    queryFn: ({ signal }) => fetchBoardList(call, params, signal),
    placeholderData: keepPreviousData,
  });
}
