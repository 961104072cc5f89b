/** The diary's query keys: every page of a member's diary sits under ['diary', slug] (a write refreshes them). */
export const diaryKeys = {
  all: ['diary'] as const,
  member: (slug: string) => ['diary', slug] as const,
  page: (slug: string, page: number, token: string | null) => ['diary', slug, page, token] as const,
};
