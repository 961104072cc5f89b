import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

// The like on a review detail (part 2 section 4): the heart and the count move at once; a failed call
// puts them back; the server's answer has the last word.

export interface LikeAnswer {
  user_like: boolean;
  total_likes: number;
}

type WithLike = { review_detail: LikeAnswer };

export function useOptimisticLike<T extends WithLike>(queryKey: QueryKey, like: () => Promise<LikeAnswer>) {
  const client = useQueryClient();
  const patch = (data: T | undefined, next: LikeAnswer) =>
    data && ({ ...data, review_detail: { ...data.review_detail, ...next } } as T);
  return useMutation({
    mutationFn: like,
    onMutate: async () => {
      await client.cancelQueries({ queryKey, exact: true });
      const before = client.getQueryData<T>(queryKey);
      if (before) {
        const { user_like, total_likes } = before.review_detail;
        client.setQueryData<T>(queryKey, (data) =>
          patch(data, { user_like: !user_like, total_likes: Math.max(0, total_likes + (user_like ? -1 : 1)) }),
        );
      }
      return { before };
    },
    onError: (_error, _vars, context) => {
      if (context?.before) client.setQueryData(queryKey, context.before);
    },
    onSuccess: (answer) => client.setQueryData<T>(queryKey, (data) => patch(data, answer)),
  });
}
