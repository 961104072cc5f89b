/** The query keys of the festival page, the guidance, an edition's registrations and the entrant's own films. */
export const submissionKeys = {
  current: ['submission', 'current'] as const,
  /** Per reader (their token): the answer says whether they may register. */
  allGuidance: ['submission', 'guidance'] as const,
  guidance: (name: string, year: number, token: string | null) =>
    ['submission', 'guidance', name, year, token] as const,
  registrations: (slug: string, year: number) => ['submission', 'registrations', slug, year] as const,
  /** The entrant's own unpublished films (per reader). */
  allOwnFilms: ['submission', 'own-films'] as const,
  ownFilms: (token: string | null) => ['submission', 'own-films', token] as const,
};
