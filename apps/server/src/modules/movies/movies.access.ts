import type { AuthUser } from '../../plugins/auth';

// Who sees and edits what (part 2 section 6). Contributors and admins see unpublished movies everywhere;
// everyone else never does, on any read path (ARCHITECTURE section 4).

export const canSeeUnpublished = (user: AuthUser | null) => Boolean(user && (user.contributer || user.admin));

/** Editing, archive images and publishing: contributors, and admins who publish new items. */
export const MOVIE_EDITORS = ['contributer', 'admin'] as const;
