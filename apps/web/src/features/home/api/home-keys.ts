// TanStack Query keys of the home page's own calls (the list cards' are the lists feature's).
export const homeKeys = {
  journals: ['home', 'journals'] as const,
  reviews: (kind: 'movie' | 'episode', critic: boolean, detailed: boolean) =>
    ['home', 'reviews', kind, critic, detailed] as const,
  latest: (kind: 'movie' | 'serial') => ['home', 'latest', kind] as const,
};
