import type { JournalCard } from '@mfi/contract/journals.schemas';
import type { EpisodeReviewEntry, MovieReviewEntry } from '@mfi/contract/profile-lists.schemas';
import { apiRequest } from '../../../lib/api-client';
import { flipLike, useOptimisticToggle } from '../../../lib/optimistic-toggle';
import { boardCalls, boardKeys, type BoardCall, type BoardPage } from './get-board-list';

// The likes of the board's cards (part 1 sections 4 and 7): the heart flips and the count moves by one at
// once on every cached page and sort of the list, the call follows, a failure puts them back, and the
// server's answer has the last word.

interface LikeAnswer {
  user_like: boolean;
  total_likes: number;
}

/** Where a card keeps its like: its id, the caller's flag and the count. */
interface Likeable<T> {
  idOf(item: T): number;
  liked(item: T): boolean;
  count(item: T): number;
  with(item: T, like: LikeAnswer): T;
}

function useBoardLike<T>(call: BoardCall<T>, likeable: Likeable<T>, send: (item: T) => Promise<LikeAnswer>) {
  const patch = (data: BoardPage<T>, target: T, change: (item: T) => T): BoardPage<T> => ({
    ...data,
    items: data.items.map((item) => (likeable.idOf(item) === likeable.idOf(target) ? change(item) : item)),
  });
  return useOptimisticToggle<BoardPage<T>, T, LikeAnswer>({
    queryKey: boardKeys.list(call.path),
    send,
    flip: (data, target) =>
      patch(data, target, (item) => {
        const { liked, count } = flipLike(likeable.liked(item), likeable.count(item));
        return likeable.with(item, { user_like: liked, total_likes: count });
      }),
    settle: (data, answer, target) => patch(data, target, (item) => likeable.with(item, answer)),
  });
}

/** A review entry keeps its count in `movie_review_likes` (the spec's one key, episodes too). */
function reviewLikeable<T extends MovieReviewEntry | EpisodeReviewEntry>(): Likeable<T> {
  return {
    idOf: (entry) => entry.id,
    liked: (entry) => entry.user_like,
    count: (entry) => entry.movie_review_likes,
    with: (entry, like) => ({ ...entry, user_like: like.user_like, movie_review_likes: like.total_likes }),
  };
}

const post = (path: string, body: object) => apiRequest<LikeAnswer>(`/user/api/${path}/`, { method: 'POST', body });

/** POST /user/api/v-user-moviereviewlike/ {user, review_id, movie_id}. */
export const useLikeMovieReview = (member: string) =>
  useBoardLike(boardCalls.movieReviews, reviewLikeable<MovieReviewEntry>(), (entry) =>
    post('v-user-moviereviewlike', { user: member, review_id: entry.id, movie_id: entry.movie_id }),
  );

/** POST /user/api/v-user-episodereviewlike/ {user, episode_id, review_id}. */
export const useLikeEpisodeReview = (member: string) =>
  useBoardLike(boardCalls.episodeReviews, reviewLikeable<EpisodeReviewEntry>(), (entry) =>
    post('v-user-episodereviewlike', { user: member, episode_id: entry.episode_id, review_id: entry.id }),
  );

const journalLikeable: Likeable<JournalCard> = {
  idOf: (journal) => journal.id,
  liked: (journal) => journal.user_like,
  count: (journal) => journal.total_likes,
  with: (journal, like) => ({ ...journal, ...like }),
};

/** POST /user/api/v-user-journallike/ {journal_id}, on the published or the unpublished list. */
export const useLikeJournal = (call: BoardCall<JournalCard>) =>
  useBoardLike(call, journalLikeable, (journal) => post('v-user-journallike', { journal_id: journal.id }));
