import { apiRequest } from '../../../lib/api-client';
import { flipLike, useOptimisticToggle } from '../../../lib/optimistic-toggle';
import type { ListKind, ListLikeResponse } from '@mfi/contract/lists.schemas';
import { listKeys } from './list-keys';
import type { ListCard, ListPage } from './list-types';

type LikeAnswer = ListLikeResponse;
type LikeVars = { id: number; owner: string };
/** What the feature caches under ['lists', kind]: a detail, a page of cards, or a rail. */
type ListCache = ListCard | ListCard[] | ListPage;

const LIKE_PATHS: Record<ListKind, string> = {
  movie: '/user/api/v-user-movielistlike/',
  serial: '/user/api/v-user-seriallistlike/',
};

/** POST /user/api/v-user-movielistlike/ and v-user-seriallistlike/ {list_id, list_user}: toggles the like. */
export function likeList(kind: ListKind, { id, owner }: LikeVars): Promise<LikeAnswer> {
  return apiRequest(LIKE_PATHS[kind], { method: 'POST', body: { list_id: id, list_user: owner } });
}

/** Every cached copy of list `id` (its detail, a page of cards, a rail) passed through `change`. */
function mapList(data: ListCache, id: number, change: (list: ListCard) => ListCard): ListCache {
  const one = (list: ListCard) => (list.id === id ? change(list) : list);
  if (Array.isArray(data)) return data.map(one);
  if ('lists' in data) return { ...data, lists: data.lists.map(one) };
  return one(data);
}

/**
 * A list's heart (part 1 section 6): it flips and the count moves by one at once on every screen that shows
 * the list, the call follows, a failure puts them back, and the server's figures have the last word.
 */
export function useLikeList(kind: ListKind) {
  return useOptimisticToggle<ListCache, LikeVars, LikeAnswer>({
    queryKey: listKeys.kind(kind),
    send: (vars) => likeList(kind, vars),
    flip: (data, { id }) =>
      mapList(data, id, (list) => {
        const { liked, count } = flipLike(list.user_like, list.list_likes);
        return { ...list, user_like: liked, list_likes: count };
      }),
    settle: (data, answer, { id }) => mapList(data, id, (list) => ({ ...list, ...answer })),
  });
}
