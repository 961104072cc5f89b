/** What every page head is built with: the reader's language, the site's own address, and the share cards. */
export type HeadContext = {
  en: boolean;
  siteUrl: string;
  /** The address of a title's 1200×630 share card (poster, title, year, both grades: share-card.ts). */
  shareCard: (kind: 'movie' | 'serial', slug: string) => string;
};
