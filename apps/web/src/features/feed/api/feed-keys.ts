// TanStack Query keys of the feed feature. What a reader sees is cached per token (their own likes), under
// ['feed', 'feed', slug] for a member's feed pages and ['feed', 'comments', message] for a message's
// comments, so one like or one comment changes every cached copy at once.
export const feedKeys = {
  all: ['feed'] as const,
  feeds: ['feed', 'feed'] as const,
  feedOf: (slug: string) => ['feed', 'feed', slug] as const,
  feed: (slug: string, page: number, token: string | null) => ['feed', 'feed', slug, page, token] as const,
  commentsOf: (message: number) => ['feed', 'comments', message] as const,
  comments: (message: number, token: string | null) => ['feed', 'comments', message, token] as const,
};
