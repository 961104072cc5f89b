import { canManageJournal as canManage, hasRole } from '@mfi/contract/roles';
import type { AuthUser } from '../../plugins/auth';

// Who sees and writes journals (part 2 sections 4 and 6). A journal with a null publish date is
// unpublished: only its author and contributors (and admins) see it, on every read path. Only
// publishers (and admins) write journals; the author publisher or an admin edits or publishes one.

export const canSeeAllUnpublished = (user: AuthUser | null) => hasRole(user, 'contributer');

export const canSeeJournal = (user: AuthUser | null, j: { publishDate: Date | null; authorId: number }) =>
  j.publishDate !== null || canSeeAllUnpublished(user) || user?.id === j.authorId;

export const isAuthorPublisher = (user: AuthUser | null, j: { authorId: number }) => hasRole(user, 'publisher') && user?.id === j.authorId;

/** The publish toggle and edit: the author publisher or an admin (contract roles.ts). */
export const canManageJournal = (user: AuthUser | null, j: { authorId: number }) => canManage(user, user?.id === j.authorId);

/** Related artists, movies and serials that are unpublished show only to those who see unpublished titles. */
export const canSeeUnpublishedTitles = canSeeAllUnpublished;
