import type { QueryClient } from '@tanstack/react-query';

/** Which of a member's follow lists: who follows them, or whom they follow. */
export type FollowListKind = 'followers' | 'following';

// TanStack Query keys of the profiles feature. A profile is read per token (the caller's follow and blocks,
// the owner's private fields), so every key under ['profiles'] carries it.
export const profileKeys = {
  all: ['profiles'] as const,
  details: (slug: string) => ['profiles', 'detail', slug] as const,
  detail: (slug: string, token: string | null) => ['profiles', 'detail', slug, token] as const,
  follows: ['profiles', 'follows'] as const,
  followList: (which: FollowListKind, slug: string, page: number, token: string | null) =>
    ['profiles', 'follows', which, slug, page, token] as const,
  images: (token: string | null) => ['profiles', 'images', token] as const,
};

/**
 * After a follow or block between the caller and `slug`: the follow lists and every other profile (the
 * caller's own following count) are read again when next shown; `slug`'s own detail is settled by the caller.
 */
export function refreshAfterRelationChange(client: QueryClient, slug: string): void {
  void client.invalidateQueries({ queryKey: profileKeys.follows });
  void client.invalidateQueries({
    queryKey: ['profiles', 'detail'],
    predicate: (query) => query.queryKey[2] !== slug,
    refetchType: 'none',
  });
}
