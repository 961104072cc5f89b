// TanStack Query keys of the social feature. What a reader sees is cached per token (their own likes), under
// ['social', 'feed', slug] for a member's feed pages and ['social', 'comments', message] for a message's
// comments, so one like or one comment changes every cached copy at once.
export const socialKeys = {
  all: ['social'] as const,
  feeds: ['social', 'feed'] as const,
  feedOf: (slug: string) => ['social', 'feed', slug] as const,
  feed: (slug: string, page: number, token: string | null) => ['social', 'feed', slug, page, token] as const,
  commentsOf: (message: number) => ['social', 'comments', message] as const,
  comments: (message: number, token: string | null) => ['social', 'comments', message, token] as const,
  relation: (slug: string, token: string | null) => ['social', 'relation', slug, token] as const,
};
