import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * Every toggle on screen (a like, a favourite/watch flag): the cached answer changes at once (part 2
 * section 4), the call follows, a failed call puts every touched entry back, and the server's answer then
 * has the last word. `queryKey` matches as a prefix (a detail cached per token) unless `exact`.
 */
export function useOptimisticToggle<TData, TVars = void, TAnswer = unknown>({
  queryKey,
  exact = false,
  send,
  flip,
  settle,
}: {
  queryKey: QueryKey;
  exact?: boolean;
  send: (vars: TVars) => Promise<TAnswer>;
  /** The change shown before the call answers. */
  flip: (data: TData, vars: TVars) => TData;
  /** The server's answer merged in. */
  settle: (data: TData, answer: TAnswer, vars: TVars) => TData;
}) {
  const client = useQueryClient();
  const filters = { queryKey, exact };
  return useMutation({
    mutationFn: send,
    onMutate: async (vars) => {
      await client.cancelQueries(filters);
      const previous = client.getQueriesData<TData>(filters);
      client.setQueriesData<TData>(filters, (data) => (data === undefined ? data : flip(data, vars)));
      return { previous };
    },
    onError: (_error, _vars, context) => {
      context?.previous.forEach(([key, data]) => client.setQueryData(key, data));
    },
    onSuccess: (answer, vars) => {
      client.setQueriesData<TData>(filters, (data) => (data === undefined ? data : settle(data, answer, vars)));
    },
  });
}

/** A like's heart flips and its count moves by one. */
export const flipLike = (liked: boolean, count: number) => ({
  liked: !liked,
  count: Math.max(0, count + (liked ? -1 : 1)),
});
