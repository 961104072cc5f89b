import type { AuthUser } from '../../plugins/auth';

// Who sees and writes journals (part 2 sections 4 and 6). A journal with a null publish date is
// unpublished: only its author and contributors (and admins) see it, on every read path. Only
// publishers write journals, and only the author publisher edits or publishes one.

export const canSeeAllUnpublished = (user: AuthUser | null) => Boolean(user && (user.contributer || user.admin));

export const canSeeJournal = (user: AuthUser | null, j: { publishDate: Date | null; authorId: number }) =>
  j.publishDate !== null || canSeeAllUnpublished(user) || user?.id === j.authorId;

export const isAuthorPublisher = (user: AuthUser | null, j: { authorId: number }) => Boolean(user?.publisher && user.id === j.authorId);

/** Related artists, movies and serials that are unpublished show only to those who see unpublished titles. */
export const canSeeUnpublishedTitles = canSeeAllUnpublished;
