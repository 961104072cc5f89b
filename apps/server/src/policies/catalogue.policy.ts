import { hasRole, type PowerRole, type RoleFlags } from '@mfi/contract/roles';
import { forbidden, notFound, unauthorized } from '../lib/errors';

// Who may see, create, edit, publish and review what in the catalogue (part 2 section 6), in one
// table, in the spirit of Outline's server/policies: services ask `can` or `authorize`, never read
// a publish flag against a role themselves. Roles are read through contract/roles.ts only.
//
// Seeing: contributors (and so admins) see unpublished artists, movies, serials, seasons and
// episodes on every read path; everyone else never does, and an unpublished item answers 404 as if
// it did not exist (ARCHITECTURE section 4). A published season of an unpublished serial is hidden
// with its serial. An unpublished journal shows to its author and to contributors too.

export type Actor = (RoleFlags & { id: number }) | null | undefined;

export type CatalogueKind = 'artist' | 'movie' | 'serial' | 'season' | 'episode' | 'journal';

/** `review`: write a review or rating of the item; unpublished titles take none, whoever asks. */
export type Action = 'see' | 'create' | 'edit' | 'publish' | 'review';

/**
 * The item checked. `publish` is its own flag (a journal's is `publishDate !== null`); a season
 * carries its serial's flag, an episode its season's and serial's; a journal its author.
 */
export type Subject = {
  kind: CatalogueKind;
  publish: boolean;
  serialPublish?: boolean;
  seasonPublish?: boolean;
  authorId?: number;
};

/** The roles the route guards ask before a catalogue write reaches its service. */
export const EDITORS = {
  artist: ['contributer'],
  movie: ['contributer'],
  serial: ['contributer'],
  season: ['contributer'],
  episode: ['contributer'],
  journal: ['publisher'],
} as const satisfies Record<CatalogueKind, readonly PowerRole[]>;

/** Whether the user sees the unpublished items of a kind: the filter of every list query. */
export const seesUnpublished = (user: Actor, _kind: CatalogueKind) => hasRole(user, 'contributer');

/**
 * Contributors (and so admins) add and fix titles in bulk: their creation and upload quotas are larger
 * (lib/quotas, which app.ts hands this verdict).
 */
export const addsInBulk = (user: Actor) => hasRole(user, 'contributer');

/**
 * A member adding a title may name in it the unpublished artists they added themselves (issue 17: the
 * festival entrant's wizard adds the director, then the film that credits them), though they still do not
 * see them anywhere else: the creator whose own unpublished artists a new title's form may link.
 */
export const linksOwnUnpublished = (user: Actor): number | undefined => user?.id;

/** The item and every parent it shows under are published. */
const published = (s: Subject) => s.publish && s.serialPublish !== false && s.seasonPublish !== false;

const isAuthor = (user: Actor, s: Subject) => user != null && s.authorId !== undefined && user.id === s.authorId;

/**
 * A journal's publish toggle and edit (part 2 section 6: "journal admin bar only for the journal's author"):
 * its author publisher, or an admin, who checks and publishes new items (part 2 section 1).
 */
const managesJournal = (user: Actor, s: Subject) =>
  hasRole(user, 'admin') || (isAuthor(user, s) && hasRole(user, 'publisher'));

const canWrite = (user: Actor, s: Subject) =>
  s.kind === 'journal' ? managesJournal(user, s) : hasRole(user, EDITORS[s.kind][0]);

/**
 * A user list (issue 14): anyone sees it (the titles in it keep their own visibility); its owner edits and
 * deletes it, and so does an admin, who holds every power. `create` is asked of a member's page of lists
 * (`ownerId` its member): a new list is always the caller's own, so only the member adds one there.
 */
export type ListSubject = { kind: 'list'; ownerId: number };
export type ListAction = 'see' | 'create' | 'edit' | 'delete';

const ownsList = (user: Actor, list: ListSubject) =>
  user != null && (user.id === list.ownerId || hasRole(user, 'admin'));

export function can(user: Actor, action: ListAction, subject: ListSubject): boolean;
export function can(user: Actor, action: Action, subject: Subject): boolean;
export function can(user: Actor, action: Action | ListAction, subject: Subject | ListSubject): boolean {
  if (subject.kind === 'list') {
    if (action === 'create') return user != null && user.id === subject.ownerId;
    return action === 'see' || ownsList(user, subject);
  }
  switch (action as Action) {
    case 'see':
      return (
        published(subject) ||
        seesUnpublished(user, subject.kind) ||
        (subject.kind === 'journal' && isAuthor(user, subject))
      );
    case 'review':
      return user != null && published(subject);
    case 'create':
      return hasRole(user, EDITORS[subject.kind][0]);
    case 'edit':
    case 'publish':
      return canWrite(user, subject);
  }
}

/**
 * `can`, or the answer that refuses: 404 when the item may not be seen or reviewed (an unpublished
 * item never leaks), 401 for a write without a user, 403 for a write the user's roles do not allow.
 */
export function authorize(user: Actor, action: ListAction, subject: ListSubject): void;
export function authorize(user: Actor, action: Action, subject: Subject): void;
export function authorize(user: Actor, action: Action | ListAction, subject: Subject | ListSubject): void {
  if (subject.kind === 'list' ? can(user, action as ListAction, subject) : can(user, action as Action, subject)) return;
  if (action === 'see' || (action === 'review' && subject.kind !== 'list' && !published(subject))) throw notFound();
  if (!user) throw unauthorized();
  throw forbidden();
}

/** A journal as a subject: unpublished while its publish date is null. */
export const journalSubject = (j: { publishDate: Date | null; authorId: number }): Subject => ({
  kind: 'journal',
  publish: j.publishDate !== null,
  authorId: j.authorId,
});

/** Whether a user lists unpublished journals at all: contributors and admins every draft, a publisher their own. */
export const listsJournalDrafts = (user: Actor) => seesUnpublished(user, 'journal') || hasRole(user, 'publisher');

/**
 * The unpublished journals a user may list (`published=false`): every draft for contributors and
 * admins, their own for a publisher; 403 for anyone else.
 */
export function unpublishedJournalsOf(user: Actor): { authorId?: number } {
  if (!user || !listsJournalDrafts(user)) throw forbidden();
  return seesUnpublished(user, 'journal') ? {} : { authorId: user.id };
}

/** A list asked for its unpublished items (`published=false`): 403 for those who may not see them. */
export function authorizeUnpublishedList(user: Actor, kind: CatalogueKind): void {
  if (!seesUnpublished(user, kind)) throw forbidden();
}
