import type { AuthUser } from '../../plugins/auth';

// Who sees and edits artists (part 2 section 6). Contributors and admins see unpublished artists on
// every read path; everyone else never does (ARCHITECTURE section 4).
export const canSeeUnpublished = (user: AuthUser | null) => Boolean(user && (user.contributer || user.admin));

/** Editing and the publish toggle. */
export const ARTIST_EDITORS = ['contributer', 'admin'] as const;
