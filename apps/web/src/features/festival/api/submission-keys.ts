/** The query keys of the festival page, the guidance, and an edition's registrations. */
export const submissionKeys = {
  current: ['submission', 'current'] as const,
  guidance: (name: string, year: number) => ['submission', 'guidance', name, year] as const,
  registrations: (slug: string, year: number) => ['submission', 'registrations', slug, year] as const,
};
